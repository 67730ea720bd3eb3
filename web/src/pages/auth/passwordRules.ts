import { z } from 'zod';

/** Mirrors the server's rule (at least 10 characters) so the form says so before submitting. */
export const newPasswordSchema = z.string().min(10, 'Use at least 10 characters.').max(200, 'Use at most 200 characters.');
