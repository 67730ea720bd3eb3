import { isServiceUnavailable } from '../../lib/serviceUnavailable';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';

/** The Failure state of a data screen: what did not load, why when we know, and a way to try again. */
export function LoadFailure({ what, onRetry, error }: { what: string; onRetry: () => unknown; error?: unknown }) {
  return (
    <Alert title={`We couldn’t load ${what}`}>
      <p>
        {isServiceUnavailable(error) ? 'Roofline is busy or briefly unavailable. Please try again in a moment.' : 'Please check your connection and try again.'}
      </p>
      <Button variant="secondary" onClick={() => void onRetry()}>
        Try again
      </Button>
    </Alert>
  );
}
