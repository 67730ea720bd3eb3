// Our Content-Security-Policy allows no eval. Zod would otherwise probe `new Function` to compile
// faster parsers, and the browser reports each probe as a policy violation.
//
// Zod keeps its settings on globalThis (so that every copy of it shares them) and z.config merges
// into that object; setting `jitless` there directly spares the entry chunk every page loads
// Zod's core (about 3 KB gzip). strictCsp.test.ts checks that Zod reads the setting.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });

export {};
