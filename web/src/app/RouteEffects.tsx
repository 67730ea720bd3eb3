import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { analytics } from '../lib/analytics';
import { useAuth } from './auth/AuthProvider';

/**
 * On each pathname change: scroll to the top, send a page view and push the user id
 * (spec section 2).
 */
export function RouteEffects() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const userUuid = user?.uuid ?? null;

  useEffect(() => {
    window.scrollTo(0, 0);
    analytics.pageView(pathname);
    analytics.pushUserId(userUuid);
  }, [pathname, userUuid]);

  return null;
}
