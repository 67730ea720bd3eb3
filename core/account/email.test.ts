import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, emailSchema } from './email';

const valid = (email: string) => emailSchema.safeParse(email).success;

describe('the email rule (RFC 5321 lengths)', () => {
  it('accepts ordinary addresses, trimmed', () => {
    expect(emailSchema.parse('  sam@example.com ')).toBe('sam@example.com');
    expect(valid(`${'a'.repeat(64)}@example.com`)).toBe(true);
  });

  it('refuses a local part over 64 characters and an address over 254', () => {
    expect(valid(`${'a'.repeat(65)}@example.com`)).toBe(false);
    const domain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.${'g'.repeat(60)}.com`;
    expect(`${'a'.repeat(10)}@${domain}`.length).toBeGreaterThan(EMAIL_MAX_LENGTH);
    expect(valid(`${'a'.repeat(10)}@${domain}`)).toBe(false);
    expect(valid(`${'a'.repeat(600)}@example.com`)).toBe(false);
  });

  it('refuses what is not an address', () => {
    for (const email of ['', 'sam', 'sam@', '@example.com', 'sam@@example.com']) expect(valid(email)).toBe(false);
  });
});
