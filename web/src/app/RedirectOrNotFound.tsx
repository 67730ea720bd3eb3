import { use, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Redirect } from './Redirect';

// The redirect table is needed only for paths no route matches: it loads then, and stays out of
// the code every visit downloads.
let redirectTable: Promise<typeof import('#core/redirects')> | undefined;
const loadRedirectTable = () => (redirectTable ??= import('#core/redirects'));

/** Unknown paths: follow the redirect table when it names the path, otherwise not found. */
export function RedirectOrNotFound({ notFound }: { notFound: ReactNode }) {
  const { pathname, search } = useLocation();
  const { findRedirect } = use(loadRedirectTable());
  const redirect = findRedirect(pathname, search);
  if (redirect) return <Redirect to={redirect.location} />;
  return notFound;
}
