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

function send(event: AnalyticsEvent): void {
  if (!consentCheck()) return;
  const body = JSON.stringify({ ...event, anonymousId: anonymousId() });
  void fetch('/api/v1/events', { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body, keepalive: true }).catch(
    () => undefined,
  );
}

export const analytics = {
  pageView: (path: string) => send({ type: 'page_view', path }),
  pushUserId: (userUuid: string | null) => send({ type: 'user_id', properties: { userUuid } }),
  /** The user is known (spec section 7): only the id travels, no contact details. */
  identify: (userUuid: string) => send({ type: 'identify', properties: { userUuid } }),
};
