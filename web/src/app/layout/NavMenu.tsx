import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { POPOVER_OFFSET_PX } from '../../lib/uiConstants';
import { isLinkActive, type NavGroup } from './navModel';
import styles from './MainNav.module.css';

/**
 * One navigation group as a menu button (WAI-ARIA menu pattern): Enter, Space or ArrowDown opens
 * it on the first item (ArrowUp on the last), arrows move, Home/End jump, a letter jumps to the
 * next item starting with it, Escape closes and returns focus to the button, Tab closes.
 * The current page's item carries aria-current="page"; the button shows when the group holds it.
 */
export function NavMenu({ group, pathname }: { group: NavGroup; pathname: string }) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLLIElement>(null);
  const itemRefs = useRef<Array<HTMLAnchorElement | null>>([]);
  const active = group.items.some((entry) => isLinkActive(entry, pathname));

  useEffect(() => {
    if (!open) return;
    itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutside);
    return () => document.removeEventListener('mousedown', closeOnOutside);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    // Enter and Space reach onClick, which opens on the first item.
    if (event.key === 'ArrowDown') openAt(0);
    else if (event.key === 'ArrowUp') openAt(group.items.length - 1);
    else return;
    event.preventDefault();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const count = group.items.length;
    const current = itemRefs.current.indexOf(document.activeElement as HTMLAnchorElement);
    const move = (index: number) => setFocusIndex((index + count) % count);
    if (event.key === 'ArrowDown') move(current + 1);
    else if (event.key === 'ArrowUp') move(current - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(count - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') {
      close(false);
      return;
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      const letter = event.key.toLowerCase();
      const order = group.items.map((_, offset) => (current + 1 + offset) % count);
      const next = order.find((index) => group.items[index]?.label.toLowerCase().startsWith(letter));
      if (next === undefined) return;
      move(next);
    } else return;
    event.preventDefault();
  };

  return (
    <li className={styles.item} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={[styles.navLink, styles.groupButton, active ? styles.active : ''].join(' ')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {group.label}
        <span aria-hidden="true" className={styles.caret}>
          ▾
        </span>
      </button>
      {open ? (
        <ul id={menuId} role="menu" aria-label={group.label} className={styles.menu} style={{ marginTop: POPOVER_OFFSET_PX }} onKeyDown={onMenuKeyDown}>
          {group.items.map((entry, index) => (
            <li key={entry.id} role="none">
              <Link
                role="menuitem"
                to={entry.to}
                tabIndex={index === focusIndex ? 0 : -1}
                aria-current={isLinkActive(entry, pathname) ? 'page' : undefined}
                className={styles.menuItem}
                ref={(node) => {
                  itemRefs.current[index] = node;
                }}
                onClick={() => close(false)}
              >
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
