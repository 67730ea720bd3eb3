/**
 * Shared by the embedded processor and the mocks, so both answer a test card the same way.
 * The embedded processor's test cards: Stripe's test-mode numbers and what each does. Any other
 * number is declined, as Stripe's test mode declines a real card.
 */
export type SandboxCardBehaviour =
  { kind: 'succeeds' } | { kind: 'declinesSetup'; declineCode: string } | { kind: 'requiresAuthentication' } | { kind: 'declinesCharges' };

export const SANDBOX_TEST_CARDS: Record<string, SandboxCardBehaviour> = {
  '4242424242424242': { kind: 'succeeds' },
  '4000056655665556': { kind: 'succeeds' },
  '5555555555554444': { kind: 'succeeds' },
  '2223003122003222': { kind: 'succeeds' },
  '378282246310005': { kind: 'succeeds' },
  '6011111111111117': { kind: 'succeeds' },
  '4000000000000002': { kind: 'declinesSetup', declineCode: 'card_declined' },
  '4000000000009995': { kind: 'declinesSetup', declineCode: 'insufficient_funds' },
  '4000000000000127': { kind: 'declinesSetup', declineCode: 'incorrect_cvc' },
  '4000000000000069': { kind: 'declinesSetup', declineCode: 'expired_card' },
  '4000000000000119': { kind: 'declinesSetup', declineCode: 'processing_error' },
  '4000002500003155': { kind: 'requiresAuthentication' },
  '4000000000000341': { kind: 'declinesCharges' },
};

export function sandboxCardBehaviour(digits: string): SandboxCardBehaviour {
  return SANDBOX_TEST_CARDS[digits] ?? { kind: 'declinesSetup', declineCode: 'card_declined' };
}
