import type { z } from 'zod';
import type { FieldError } from './errors.js';

/** zod issues as the payload's errors list: one message per field, named by its path. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    code: 'INVALID',
    message: issue.message,
    field: issue.path.length ? issue.path.join('.') : null,
  }));
}
