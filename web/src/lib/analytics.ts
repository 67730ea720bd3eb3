/**
 * First-party analytics: page views, user-id pushes and identify calls go to /api/v1/events,
 * and only while the visitor has not opted out of analytics (spec sections 4 and 7).
 */
type AnalyticsEvent = { type: 'page_view' | 'user_id' | 'identify'; path?: string; properties?: Record<string, string | number | boolean | null> };

let consentCheck: () => boolean = () => true;

/** The privacy layer registers how to read the visitor's analytics consent. */
export function setAnalyticsConsentCheck(check: () => boolean): void {
  consentCheck = check;
}

/** Where this browser's random analytics id is kept (the privacy page shows what it has recorded). */
export const ANONYMOUS_ID_KEY = 'roofline_anonymous_id';

function anonymousId(): string {
  const key = ANONYMOUS_ID_KEY;
  try {
    let id = localStorage.getItem(key);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(key, id);
    }
    return id;
  } catch {
    return 'unavailable';
  }
}

function post(event: AnalyticsEvent): void {
  if (!consentCheck()) return;
  const body = JSON.stringify({ ...event, anonymousId: anonymousId() });
  void fetch('/api/v1/events', { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body, keepalive: true }).catch(
    () => undefined,
  );
}

/** Events waiting for the browser to be idle, sent together (consent is read when they leave). */
const waiting: AnalyticsEvent[] = [];
let flushPlanned = false;
/** Longest an event waits for an idle moment, once the page has loaded (ms). */
const IDLE_TIMEOUT_MS = 2000;

function flush(): void {
  flushPlanned = false;
  for (const event of waiting.splice(0)) post(event);
}

/**
 * Events leave after the page's load event, when the main thread is idle (issue 46): a page view
 * is never what a loading page waits on, and its request does not compete with the page's own.
 * A visitor leaving sooner takes the waiting events with them (keepalive on pagehide).
 */
function planFlush(): void {
  if (flushPlanned) return;
  flushPlanned = true;
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(flush, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(flush, 0));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

let flushOnPagehide = false;
function send(event: AnalyticsEvent): void {
  waiting.push(event);
  if (!flushOnPagehide) {
    flushOnPagehide = true;
    window.addEventListener('pagehide', flush);
  }
  planFlush();
}

export const analytics = {
  pageView: (path: string) => send({ type: 'page_view', path }),
  pushUserId: (userUuid: string | null) => send({ type: 'user_id', properties: { userUuid } }),
  /** The user is known (spec section 7): only the id travels, no contact details. */
  identify: (userUuid: string) => send({ type: 'identify', properties: { userUuid } }),
};
