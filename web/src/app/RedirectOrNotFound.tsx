import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Redirect } from './Redirect';
import { findRedirect } from '#core/redirects';

/** Unknown paths: follow the redirect table when it names the path, otherwise not found. */
export function RedirectOrNotFound({ notFound }: { notFound: ReactNode }) {
  const { pathname, search } = useLocation();
  const redirect = findRedirect(pathname, search);
  if (redirect) return <Redirect to={redirect.location} />;
  return notFound;
}
