import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { AccountMenu } from './AccountMenu';
import { NavMenu } from './NavMenu';
import type { SessionCallResult } from '../../lib/sessionClient';
import { SITE_ICON_URL } from '../../lib/siteIcon';
import { buildNavItems, isLinkActive, type NavInput, type NavLink } from './navModel';
import type { NavTheme } from './useNavTheme';
import styles from './MainNav.module.css';

export interface MainNavProps extends Omit<NavInput, 'loggedIn'> {
  user: { firstName?: string | null } | null;
  onLogout: () => Promise<SessionCallResult> | void;
  theme?: NavTheme;
}

function TopLink({ entry, pathname }: { entry: NavLink; pathname: string }) {
  if (entry.external) {
    return (
      <li className={styles.item}>
        <a className={styles.navLink} href={entry.to} target="_blank" rel="noopener noreferrer">
          {entry.label} <span className="visually-hidden">(opens in a new tab)</span>
          <span aria-hidden="true" className={styles.externalMark}>
            ↗
          </span>
        </a>
      </li>
    );
  }
  const active = isLinkActive(entry, pathname);
  return (
    <li className={styles.item}>
      <Link className={[styles.navLink, active ? styles.active : ''].join(' ')} to={entry.to} aria-current={active ? 'page' : undefined}>
        {entry.label}
      </Link>
    </li>
  );
}

/**
 * The main navigation (spec section 2). Below 1180 px the links fold behind a Menu button
 * (a disclosure: full width below 768 px, a sheet beside the header above); the account link
 * always stays in the bar. The theme is 'dark' over sections that ask for it.
 */
export function MainNav({ user, onLogout, theme = 'light', ...input }: MainNavProps) {
  const { pathname } = useLocation();
  // The panel belongs to the page it was opened on, so moving to another page folds it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const items = buildNavItems({ ...input, loggedIn: Boolean(user) });

  useEffect(() => {
    if (!open) return;
    // Escape inside an open group is handled (and marked handled) by that group first.
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !listRef.current?.contains(document.activeElement)) return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <header className={[styles.header, open ? styles.headerOpen : ''].join(' ')} data-theme={theme}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label="Roofline home">
          <img src={SITE_ICON_URL} alt="" width={28} height={28} />
          <span>Roofline</span>
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          <button
            ref={toggleRef}
            type="button"
            className={styles.menuToggle}
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            <span aria-hidden="true" className={styles.menuIcon} />
            Menu
          </button>
          <ul id={listId} ref={listRef} className={[styles.list, open ? styles.listOpen : ''].join(' ')}>
            {items.map((item) =>
              item.kind === 'link' ? <TopLink key={item.id} entry={item} pathname={pathname} /> : <NavMenu key={item.id} group={item} pathname={pathname} />,
            )}
          </ul>
          <div className={styles.account}>
            <AccountMenu user={user} onLogout={onLogout} />
          </div>
        </nav>
      </div>
    </header>
  );
}
