import { Button } from '#web/components/Button/Button';
import { Dialog } from '#web/components/Dialog/Dialog';
import styles from './CardAuthenticationDialog.module.css';

export interface CardAuthenticationDialogProps {
  onComplete: (approved: boolean) => void;
  busy?: boolean;
}

/**
 * The sandbox's stand-in for the bank's 3-D Secure page, as Stripe's test mode shows one: the
 * cardholder passes or fails the challenge. Closing it fails it, as closing the bank's page does.
 */
export function CardAuthenticationDialog({ onComplete, busy = false }: CardAuthenticationDialogProps) {
  return (
    <Dialog title="Confirm it’s you" subtitle="Sandbox bank authentication" onClose={() => onComplete(false)}>
      <p>Your bank asks you to confirm this card before it can be saved.</p>
      <div className={styles.actions}>
        <Button type="button" busy={busy} onClick={() => onComplete(true)}>
          Complete authentication
        </Button>
        <Button type="button" variant="secondary" disabled={busy} onClick={() => onComplete(false)}>
          Fail authentication
        </Button>
      </div>
    </Dialog>
  );
}
