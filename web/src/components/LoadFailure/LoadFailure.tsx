import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';

/** The Failure state of a data screen: what did not load, and a way to try again. */
export function LoadFailure({ what, onRetry }: { what: string; onRetry: () => unknown }) {
  return (
    <Alert title={`We couldn’t load ${what}`}>
      <p>Please check your connection and try again.</p>
      <Button variant="secondary" onClick={() => void onRetry()}>
        Try again
      </Button>
    </Alert>
  );
}
