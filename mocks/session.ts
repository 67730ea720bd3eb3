/**
 * Whether the mocked visitor is logged in. In a browser it survives the reload that follows
 * a login (sessionStorage); in Node tests it lives in memory.
 */
const KEY = 'roofline-mock-session';
let inMemory = false;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export const mockSession = {
  isLoggedIn(): boolean {
    const store = storage();
    return store ? store.getItem(KEY) === '1' : inMemory;
  },
  set(loggedIn: boolean): void {
    const store = storage();
    if (store) {
      if (loggedIn) store.setItem(KEY, '1');
      else store.removeItem(KEY);
    }
    inMemory = loggedIn;
  },
};
