import { useEffect } from 'react';

/** Markers whose effects have run: a marker is live once React has taken its boundary over. */
let liveMarkers = 0;

/** The attribute on <html> that says the page is live. */
const LIVE = 'data-hydrated';

/** Whether the page is live: false on the server and while React takes the server's page over. */
export const pageIsLive = () => typeof document !== 'undefined' && document.documentElement.hasAttribute(LIVE);

/**
 * Marks <html> once the page's content is live (hydrated, or rendered in the browser), so
 * browser tests act on working controls rather than on the server's inert HTML. A marker sits
 * in each Suspense boundary that hydrates on its own: the page's, and the account menu's, whose
 * code loads apart and which React takes over later (a click on it before then is dropped).
 * <html> is marked when as many markers are live as the document holds.
 */
export function HydrationMarker() {
  useEffect(() => {
    if (++liveMarkers >= document.querySelectorAll('[data-hydration]').length) document.documentElement.setAttribute(LIVE, '');
    return () => void liveMarkers--;
  }, []);
  return <span hidden data-hydration="" />;
}
