import { submitFailureMessage } from '../../lib/serviceUnavailable';
import { Alert } from '../Alert/Alert';

/**
 * A form's failed request, above the form, which keeps what was typed: a busy or briefly
 * unavailable server says to try again in a moment; anything else says the form's own text.
 */
export function SubmitFailure({ error, otherwise }: { error: unknown; otherwise: string }) {
  if (!error) return null;
  return <Alert>{submitFailureMessage(error, otherwise)}</Alert>;
}
