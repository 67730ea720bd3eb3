import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * A value only the browser can read (its screen, its storage, its time zone): `onServer` on the
 * server and while the browser takes a server-rendered page over, then what `read` finds. Read
 * during the first render instead, it makes the two renders differ, and React throws the
 * server's HTML away (or, for an attribute, keeps the server's). Nothing announces a change: it
 * is read again on each later render.
 */
export function useBrowserValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(noChanges, read, () => onServer);
}
