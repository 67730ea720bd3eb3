import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, emailSchema } from '#core/account/email';
import { createTestApp, type TestApp } from '../api/harness.js';

const TOO_LONG = `${'a'.repeat(64)}@${'b'.repeat(542)}.com`; // 611 characters, as the probe sent
const LONGEST = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('one email rule everywhere (RFC 5321 lengths)', () => {
  it('accepts up to 254 characters, which login accepts too', async () => {
    expect(LONGEST.length).toBe(EMAIL_MAX_LENGTH);
    expect(emailSchema.safeParse(LONGEST).success).toBe(true);
    // Unknown, but well formed: an ordinary failed login, not a malformed request.
    expect((await t.login(LONGEST, 'some-password-1')).status).toBe(401);
  });

  it('refuses the 611-character address on the waitlist and at login alike', async () => {
    expect(TOO_LONG).toHaveLength(611);
    const joined = await t.gql<{ joinWaitlist: { errors: Array<{ field: string | null; message: string }> } }>(
      'mutation ($input: JoinWaitlistInput!) { joinWaitlist(input: $input) { errors { field message } } }',
      { input: { product: 'PURCHASE', email: TOO_LONG, firstName: 'Sam', zip: '94110' } },
    );
    expect(joined.data?.joinWaitlist.errors).toEqual([{ field: 'email', message: 'Use an email address of at most 254 characters.' }]);
    expect((await t.login(TOO_LONG, 'some-password-1')).status).toBe(400);
  });
});
