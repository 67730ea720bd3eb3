import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { findRedirect } from '../../../core/redirects';

/** Unknown paths: follow the redirect table when it names the path, otherwise not found. */
export function RedirectOrNotFound({ notFound }: { notFound: ReactNode }) {
  const { pathname, search } = useLocation();
  const redirect = findRedirect(pathname, search);
  if (redirect) return <Navigate replace to={redirect.location} />;
  return notFound;
}
