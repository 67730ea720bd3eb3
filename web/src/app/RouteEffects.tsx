import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from 'react-router';
import { analytics } from '../lib/analytics';
import { useAuth } from './auth/AuthProvider';

/**
 * Spec section 2: on each pathname change, scroll to the top, send one page view and push the
 * user id. A change of user alone (login, logout) pushes the user id but is not a page view.
 * Spec sections 1, 4 and 7: identify once the user is known (a page loaded with a session,
 * which is also how a login or a signup lands), unless analytics is declined.
 */
export function RouteEffects() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const userUuid = user?.uuid ?? null;
  const pushedUser = useRef<string | null | undefined>(undefined);

  const pushUser = useEffectEvent(() => {
    analytics.pushUserId(userUuid);
    pushedUser.current = userUuid;
  });

  // The user is read through an effect event, so a change of user alone does not run this.
  useEffect(() => {
    window.scrollTo(0, 0);
    analytics.pageView(pathname);
    pushUser();
  }, [pathname]);

  useEffect(() => {
    if (pushedUser.current !== userUuid) pushUser();
    if (userUuid) analytics.identify(userUuid);
  }, [userUuid]);

  return null;
}
