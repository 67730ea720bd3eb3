import { describe, expect, it } from 'vitest';
import { NEW_PASSWORD_HINT, newPasswordSchema } from './passwordRule';
import { passwordProblem } from './passwordStrength';

const formSays = (password: string) => {
  const result = newPasswordSchema.safeParse(password);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('the password length rule', () => {
  it('is one rule: the form refuses what the server refuses, in the same words', () => {
    for (const password of ['x'.repeat(11), 'x'.repeat(201)]) {
      expect(formSays(password)).not.toBeNull();
      expect(formSays(password)).toBe(passwordProblem(password));
    }
  });

  it('takes 12 to 200 characters, as the hint says', () => {
    expect(NEW_PASSWORD_HINT).toBe('At least 12 characters.');
    expect(formSays('x'.repeat(11))).toBe('Use at least 12 characters.');
    expect(formSays('x'.repeat(12))).toBeNull();
    expect(formSays('x'.repeat(200))).toBeNull();
  });
});
