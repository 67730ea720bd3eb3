import { z } from 'zod';

// Our Content-Security-Policy allows no eval. Zod would otherwise probe `new Function` to compile
// faster parsers, and the browser reports each probe as a policy violation.
z.config({ jitless: true });
