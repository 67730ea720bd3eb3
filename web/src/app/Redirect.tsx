import { Navigate } from 'react-router';
import { useServerRedirect } from '../lib/pageResponse';
import { safeRedirectTarget } from './auth/safeRedirectTarget';

/**
 * Sends the visitor to `to`: a redirect response on the server, a replace navigation in the
 * browser. Never off our origin, whatever `to` was built from.
 */
export function Redirect({ to }: { to: string }) {
  const target = safeRedirectTarget(to);
  const onServer = useServerRedirect(target);
  return onServer ? null : <Navigate replace to={target} />;
}
