import { describe, expect, it } from 'vitest';
import { passwordProblem } from './passwordStrength';

describe('the password rule', () => {
  it('asks for 12 to 200 characters', () => {
    expect(passwordProblem('Tr0ub4dor&3')).toBe('Use at least 12 characters.');
    expect(passwordProblem('x'.repeat(201))).toBe('Use at most 200 characters.');
  });

  it('refuses common passwords and says why', () => {
    expect(passwordProblem('password1234')).toBe('Choose a harder password. This is similar to a commonly used password. Add more words that are less common.');
    expect(passwordProblem('qwertyuiop123')).toMatch(/^Choose a harder password\./);
  });

  it('refuses passwords built from the person’s details or our name', () => {
    expect(passwordProblem('Roofline2026!')).toMatch(/personal or page related data/);
    expect(passwordProblem('jordan.buyer@example.com', ['jordan.buyer@example.com', 'Jordan', 'Buyer'])).toMatch(/^Choose a harder password\./);
  });

  it('accepts long, uncommon passphrases', () => {
    expect(passwordProblem('correct horse battery staple')).toBeNull();
    expect(passwordProblem('another-long-password-1', ['sam@example.com'])).toBeNull();
  });
});
