import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './Dialog.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  title: string;
  /** A line under the title. */
  subtitle?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog (WAI-ARIA dialog pattern): focus moves into it, Tab stays inside, Escape or the
 * close button closes it, and focus returns to whatever opened it. The page behind does not scroll.
 */
export function Dialog({ title, subtitle, onClose, children }: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  const backdropRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Focus moves in as the dialog mounts, before it is painted: nobody sees (or hears) the dialog
  // open with focus still on the page behind it.
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();

    // Escape closes and Tab cycles inside: the dialog is modal, whatever has focus.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panelRef.current) return;
      const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      const inside = panelRef.current.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    // A press on the dimmed page around the panel closes it too.
    const backdrop = backdropRef.current;
    const onBackdropPress = (event: MouseEvent) => {
      if (event.target === backdrop) onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    backdrop?.addEventListener('mousedown', onBackdropPress);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      backdrop?.removeEventListener('mousedown', onBackdropPress);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  return createPortal(
    <div ref={backdropRef} className={styles.backdrop}>
      <div ref={panelRef} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className={styles.header}>
          <div>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </div>
          <button ref={closeRef} type="button" className={styles.close} onClick={onClose} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.content}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
