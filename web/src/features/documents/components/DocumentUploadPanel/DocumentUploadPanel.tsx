import type { HTMLAttributes, InputHTMLAttributes } from 'react';
import type { DocumentList_DocumentFragment } from '#generated/web';
import { Button } from '#web/components/Button/Button';
import { ACCEPTED_LABEL, formatFileSize, MAX_DOCUMENT_BYTES } from '../../model/uploadLimits';
import { useFormatMoment } from '#web/lib/dates';
import styles from './DocumentUploadPanel.module.css';

/** A file on its way up, or one that was refused (then with the reason and, when it may help, a retry). */
export interface PendingUpload {
  id: string;
  name: string;
  size: number;
  status: 'uploading' | 'failed';
  /** 0–100 while the browser reports progress; null when it cannot. */
  progress: number | null;
  error?: string;
  canRetry?: boolean;
}

export interface DocumentUploadPanelProps {
  id: string;
  heading: string;
  description?: string;
  documents: DocumentList_DocumentFragment[];
  pending: PendingUpload[];
  dragActive: boolean;
  /** From react-dropzone: makes the zone a keyboard-operable drop target (Enter or Space opens the picker). */
  rootProps: HTMLAttributes<HTMLDivElement>;
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  removingUuid?: string | null;
  /** Read out politely by screen readers: what just happened. */
  announcement?: string;
  onRetry: (id: string) => void;
  onDismiss: (id: string) => void;
  onRemove: (document: DocumentList_DocumentFragment) => void;
}

/** The drop zone, the files on their way and the files kept, for one requested document type. */
export function DocumentUploadPanel(props: DocumentUploadPanelProps) {
  const formatMoment = useFormatMoment();
  const headingId = `${props.id}-heading`;
  const hintId = `${props.id}-hint`;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 className={styles.heading} id={headingId}>
        {props.heading}
      </h3>
      {props.description ? <p className={styles.hint}>{props.description}</p> : null}
      {/* Beside the drop zone, not in it: a control inside a button is hidden from assistive technology. */}
      <input {...props.inputProps} aria-label={`Choose files for ${props.heading}`} />
      <div
        {...props.rootProps}
        className={[styles.dropZone, props.dragActive ? styles.dragging : ''].join(' ')}
        role="button"
        aria-label={`Upload ${props.heading}: drop files here or press Enter to choose`}
        aria-describedby={hintId}
      >
        <strong>{props.dragActive ? 'Drop the files to upload them' : 'Drag files here, or choose files'}</strong>
        <span className={styles.hint} id={hintId}>
          {ACCEPTED_LABEL}; up to {formatFileSize(MAX_DOCUMENT_BYTES)} each.
        </span>
      </div>

      {props.pending.length > 0 ? (
        <ul className={styles.list} aria-label={`${props.heading}: uploads in progress or refused`}>
          {props.pending.map((item) => (
            <li className={styles.item} key={item.id}>
              <span className={styles.itemName}>{item.name}</span>
              <span className={styles.itemActions}>
                {item.status === 'failed' && item.canRetry ? (
                  <Button variant="secondary" onClick={() => props.onRetry(item.id)} aria-label={`Retry uploading ${item.name}`}>
                    Retry
                  </Button>
                ) : null}
                {item.status === 'failed' ? (
                  <Button variant="ghost" onClick={() => props.onDismiss(item.id)} aria-label={`Dismiss ${item.name}`}>
                    Dismiss
                  </Button>
                ) : null}
              </span>
              <span className={styles.itemMeta}>
                {formatFileSize(item.size)} ·{' '}
                {item.status === 'uploading' ? (item.progress === null ? 'Uploading…' : `Uploading, ${item.progress}%`) : 'Not uploaded'}
              </span>
              {item.status === 'uploading' ? (
                <progress className={styles.progress} max={100} value={item.progress ?? undefined} aria-label={`Uploading ${item.name}`} />
              ) : null}
              {item.error ? (
                <p className={styles.itemError} role="alert">
                  {item.error}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}

      {props.documents.length === 0 ? (
        <p className={styles.hint}>Nothing uploaded yet.</p>
      ) : (
        <ul className={styles.list} aria-label={`${props.heading}: uploaded files`}>
          {props.documents.map((document) => (
            <li className={styles.item} key={document.uuid}>
              <a className={styles.itemName} href={document.downloadUrl} download>
                {document.name}
              </a>
              <span className={styles.itemActions}>
                {document.isSystemUpload ? null : (
                  <Button
                    variant="ghost"
                    busy={props.removingUuid === document.uuid}
                    onClick={() => props.onRemove(document)}
                    aria-label={`Remove ${document.name}`}
                  >
                    Remove
                  </Button>
                )}
              </span>
              <span className={styles.itemMeta}>
                {formatFileSize(document.size)} · uploaded {formatMoment(document.updatedAt, 'shortDay')}
                {document.isSystemUpload ? ' · prepared by Roofline' : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.visuallyHidden} role="status" aria-live="polite">
        {props.announcement ?? ''}
      </p>
    </section>
  );
}
