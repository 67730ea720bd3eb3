import { isExpired } from './cardInput.js';
import { digitsOf, passesLuhn } from './cardNumber.js';
import { sandboxCardBehaviour } from './sandboxTestCards.js';

/**
 * The embedded processor's card setup steps, shared with the mocks so both take a card, and
 * refuse a step, in the same words: Stripe's test mode is what both stand in for.
 */
export const sandboxSetupMessages = {
  /** The setup is not there, or the client secret is not its own. */
  noSuchSetup: 'No such setup intent.',
  /** A step the setup's status does not allow (a confirmed card confirmed again). */
  setupIs: (status: string) => `This setup intent is ${status}.`,
} as const;

/** A card confirmed on a setup: declined (the setup waits for another card), or taken with the status it moves to. */
export type SandboxCardSetupOutcome =
  { kind: 'declined'; declineCode: string } | { kind: 'taken'; status: 'succeeded' | 'requires_action'; declinesCharges: boolean };

/** What the sandbox does with a card confirmed on a setup, by Stripe's test-mode checks and test cards. */
export function sandboxCardSetupOutcome(card: { number: string; expMonth: number; expYear: number; cvc: string }, now: Date): SandboxCardSetupOutcome {
  const digits = digitsOf(card.number);
  const declined = (declineCode: string) => ({ kind: 'declined', declineCode }) as const;
  if (!passesLuhn(digits)) return declined('incorrect_number');
  if (isExpired({ month: card.expMonth, year: card.expYear }, now)) return declined('invalid_expiry_year');
  if (!/^\d{3,4}$/.test(card.cvc)) return declined('invalid_cvc');
  const behaviour = sandboxCardBehaviour(digits);
  if (behaviour.kind === 'declinesSetup') return declined(behaviour.declineCode);
  return {
    kind: 'taken',
    status: behaviour.kind === 'requiresAuthentication' ? 'requires_action' : 'succeeded',
    declinesCharges: behaviour.kind === 'declinesCharges',
  };
}
