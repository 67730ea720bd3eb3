import { z } from 'zod';
import { User } from '../../models/User.js';
import { type FieldError, unauthenticated } from '../errors.js';
import type { ServiceContext } from '../context.js';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.js';
import { deleteAllSessionsOf } from './sessions.js';
import { US_STATE_CODES } from '#core/usStates';
import { fieldErrors } from '../validation.js';
import { PHONE_INVALID_MESSAGE, usPhoneDigits } from '#core/account/phone';

export function requireUser(ctx: ServiceContext): User {
  if (!ctx.currentUser) throw unauthenticated();
  return ctx.currentUser;
}

const optionalName = z
  .string()
  .trim()
  .max(100, 'Use at most 100 characters.')
  .nullish()
  .transform((value) => value || null);

const profileSchema = z.object({
  firstName: optionalName,
  middleName: optionalName,
  lastName: optionalName,
  suffix: optionalName,
  tel: z
    .string()
    .nullish()
    .transform((value) => (value ? usPhoneDigits(value) : null))
    .refine((digits) => digits === null || digits.length === 10, PHONE_INVALID_MESSAGE),
  dateOfBirth: z
    .string()
    .nullish()
    .refine((value) => !value || /^\d{4}-\d{2}-\d{2}$/.test(value), 'Enter a date as YYYY-MM-DD.')
    .refine((value) => !value || isAdultBirthDate(value), 'You must be at least 18 years old.')
    .transform((value) => value || null),
  mailingAddress: z
    .object({
      line1: optionalName,
      line2: optionalName,
      city: optionalName,
      state: z
        .string()
        .trim()
        .toUpperCase()
        .nullish()
        .transform((value) => value || null)
        .refine((value) => value === null || (US_STATE_CODES as readonly string[]).includes(value), 'Choose a US state.'),
      zip: z
        .string()
        .trim()
        .nullish()
        .transform((value) => value || null)
        .refine((value) => value === null || /^\d{5}(-\d{4})?$/.test(value), 'Enter a 5-digit ZIP code.'),
    })
    .nullish(),
});

function isAdultBirthDate(value: string): boolean {
  const born = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(born.getTime()) || born.toISOString().slice(0, 10) !== value) return false;
  const eighteenYearsAgo = new Date();
  eighteenYearsAgo.setUTCFullYear(eighteenYearsAgo.getUTCFullYear() - 18);
  return born <= eighteenYearsAgo && born.getUTCFullYear() >= 1900;
}

export type ProfileInput = z.input<typeof profileSchema>;

/** Only the fields present in the input change; a refused edit changes nothing. */
export async function updateProfile(ctx: ServiceContext, input: ProfileInput): Promise<{ user: User | null; errors: FieldError[] }> {
  const user = requireUser(ctx);
  const parsed = profileSchema.safeParse(input);
  if (!parsed.success) return { user: null, errors: fieldErrors(parsed.error) };
  const patch: Partial<User> = {};
  for (const key of Object.keys(input) as Array<keyof ProfileInput>) {
    if (input[key] === undefined) continue;
    (patch as Record<string, unknown>)[key] = parsed.data[key] ?? null;
  }
  const updated = await User.query(ctx.db).patchAndFetchById(user.uuid, { ...patch, updatedAt: ctx.now() });
  return { user: updated, errors: [] };
}

const consentColumns = {
  TEXT_MESSAGES: 'consentedToTextMessagesAt',
  ELECTRONIC_DOCUMENTS: 'agreedToElectronicDocumentsAt',
  CONTACT_INFO_CONFIRMED: 'confirmedContactInfoAt',
} as const;

export async function recordConsent(ctx: ServiceContext, consent: keyof typeof consentColumns): Promise<User> {
  const user = requireUser(ctx);
  return User.query(ctx.db).patchAndFetchById(user.uuid, { [consentColumns[consent]]: ctx.now(), updatedAt: ctx.now() });
}

/** Changing the password signs out every other device. */
export async function changePassword(
  ctx: ServiceContext,
  input: { currentPassword?: string | null; newPassword: string },
): Promise<{ ok: boolean; errors: FieldError[] }> {
  const user = requireUser(ctx);
  if (user.passwordHash && !(input.currentPassword && (await verifyPassword(user.passwordHash, input.currentPassword)))) {
    return { ok: false, errors: [{ code: 'WRONG_PASSWORD', message: 'Your current password is not correct.', field: 'currentPassword' }] };
  }
  const problem = passwordProblem(input.newPassword, [user.email, user.firstName, user.lastName]);
  if (problem) return { ok: false, errors: [{ code: 'WEAK_PASSWORD', message: problem, field: 'newPassword' }] };
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (trx) => {
    await User.query(trx).patchAndFetchById(user.uuid, { passwordHash, updatedAt: ctx.now() });
    await deleteAllSessionsOf(trx, user.uuid, ctx.sessionToken);
  });
  return { ok: true, errors: [] };
}
