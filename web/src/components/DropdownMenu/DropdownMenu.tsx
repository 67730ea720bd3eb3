import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { POPOVER_OFFSET_PX } from '../../lib/uiConstants';
import styles from './DropdownMenu.module.css';

export type MenuItem = { label: string; to: string } | { label: string; onSelect: () => void };

/**
 * A menu button (WAI-ARIA menu pattern): Enter, Space or ArrowDown opens it on the first item,
 * arrows move, Home/End jump, Escape closes and returns focus to the button.
 */
export function DropdownMenu({ label, items, align = 'end' }: { label: ReactNode; items: MenuItem[]; align?: 'start' | 'end' }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    itemRefs.current[0]?.focus();
    const closeOnOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutside);
    return () => document.removeEventListener('mousedown', closeOnOutside);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const nodes = itemRefs.current.filter((node): node is HTMLElement => Boolean(node));
    const index = nodes.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => nodes[(next + nodes.length) % nodes.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(nodes.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {label}
        <span aria-hidden="true" className={styles.caret}>
          ▾
        </span>
      </button>
      {open ? (
        <ul
          id={menuId}
          role="menu"
          className={[styles.menu, styles[align]].join(' ')}
          style={{ top: `calc(100% + ${POPOVER_OFFSET_PX}px)` }}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => (
            <li key={item.label} role="none">
              {'to' in item ? (
                <Link
                  role="menuitem"
                  to={item.to}
                  className={styles.item}
                  ref={(node) => {
                    itemRefs.current[index] = node;
                  }}
                  onClick={() => close(false)}
                >
                  {item.label}
                </Link>
              ) : (
                <button
                  role="menuitem"
                  type="button"
                  className={styles.item}
                  ref={(node) => {
                    itemRefs.current[index] = node;
                  }}
                  onClick={() => {
                    close(false);
                    item.onSelect();
                  }}
                >
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
