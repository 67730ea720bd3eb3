import { useEffect } from 'react';

const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks <html> once the page's content is live (hydrated, or rendered in the browser), so
 * browser tests act on working controls rather than on the server's inert HTML. It sits in the
 * page's Suspense boundary, whose content hydrates all at once.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
