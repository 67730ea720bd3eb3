import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Redirect } from '../Redirect';
import { useAuth } from './AuthProvider';

/** Login-only routes: a visitor goes to /login/?redirectUrl={current url}. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loggingOut } = useAuth();
  const location = useLocation();
  if (!user && loggingOut) return null;
  if (!user) {
    const current = `${location.pathname}${location.search}${location.hash}`;
    return <Redirect to={`/login/?redirectUrl=${encodeURIComponent(current)}`} />;
  }
  return children;
}
