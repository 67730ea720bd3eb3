import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Redirect } from '../Redirect';
import { useAuth } from './AuthProvider';
import { safeRedirectTarget } from './safeRedirectTarget';

/** /login is for visitors: a logged-in user goes to redirectUrl, or home. */
export function AnonymousOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const [params] = useSearchParams();
  if (user) return <Redirect to={safeRedirectTarget(params.get('redirectUrl'))} />;
  return children;
}
