import type { ReactNode } from 'react';
import { Button } from '#web/components/Button/Button';
import { useUploadsInFlight } from '../../model/uploadsInFlight';
import styles from './UploadsDoneButton.module.css';

export interface UploadsDoneButtonProps {
  busy?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

/**
 * "I've uploaded my documents": refused while a file of the step is still on its way, so the
 * review never starts without it and never calls a file missing that is arriving.
 */
export function UploadsDoneButton({ busy = false, disabled = false, onClick, children }: UploadsDoneButtonProps) {
  const uploading = useUploadsInFlight();
  return (
    <span className={styles.done}>
      <p className={styles.status} role="status" aria-live="polite">
        {uploading > 0 ? `Uploading… wait for ${uploading === 1 ? 'the file' : `the ${uploading} files`} to finish.` : ''}
      </p>
      <Button type="button" busy={busy} disabled={disabled || uploading > 0} onClick={onClick}>
        {children}
      </Button>
    </span>
  );
}
