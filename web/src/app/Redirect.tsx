import { Navigate } from 'react-router';
import { useServerRedirect } from '../lib/pageResponse';

/** Sends the visitor to `to`: a redirect response on the server, a replace navigation in the browser. */
export function Redirect({ to }: { to: string }) {
  const onServer = useServerRedirect(to);
  return onServer ? null : <Navigate replace to={to} />;
}
