import { Navigate } from 'react-router';
import { useServerRedirect } from '#web/lib/pageResponse';

/** A step reached out of order: a redirect response on the server, a replace navigation in the browser. */
export function StepRedirect({ to }: { to: string }) {
  const onServer = useServerRedirect(to);
  return onServer ? null : <Navigate replace to={to} />;
}
