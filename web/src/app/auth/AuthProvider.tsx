import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from 'react-router';
import {
  MeDocument,
  PurchaseApplicationsDocument,
  RefinanceApplicationsDocument,
  RestructureApplicationsDocument,
  type SessionUserFragment,
} from '#generated/shell';
import { useClientSource } from '../../lib/data/clientSource';
import { useShellQuery } from '../../lib/data/useShellQuery';
import type { SessionCallResult } from '../../lib/sessionClient';

interface AuthState {
  user: SessionUserFragment | null;
  loading: boolean;
  /** True between the logout call and arriving home, so guards do not bounce to /login. */
  loggingOut: boolean;
  logout: () => Promise<SessionCallResult>;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const clientSource = useClientSource();
  const navigate = useNavigate();
  const { data, loading } = useShellQuery(MeDocument);
  const user = data?.me ?? null;
  const [loggingOut, setLoggingOut] = useState(false);
  // Called once the router has committed the next location, i.e. the page being left is gone.
  const onArrival = useRef<(() => void) | null>(null);
  const { key: locationKey } = useLocation();
  useEffect(() => {
    onArrival.current?.();
    onArrival.current = null;
  }, [locationKey]);

  // Spec section 4 (Auth): DELETE the token, current user null, the three application lists
  // emptied, go home, then clear and reset the data cache.
  const logout = useCallback(async () => {
    // Only a logged-in user logs out: the call's code loads then, not on every first visit.
    const { logOut } = await import('../../lib/sessionClient');
    const result = await logOut();
    if (!result.ok) return result;
    const client = await clientSource.load();
    // Committed before the cache write below re-renders the guards with a null user.
    flushSync(() => setLoggingOut(true));
    client.writeQuery({ query: MeDocument, data: { __typename: 'Query', me: null } });
    client.writeQuery({ query: RestructureApplicationsDocument, data: { __typename: 'Query', restructureApplications: [] } });
    client.writeQuery({ query: RefinanceApplicationsDocument, data: { __typename: 'Query', refinanceApplications: [] } });
    client.writeQuery({ query: PurchaseApplicationsDocument, data: { __typename: 'Query', purchaseApplications: [] } });
    // The guard is released only once the home page has replaced the page being left, so a
    // login-only page can never see the null user and bounce to /login.
    const arrived = new Promise<void>((resolve) => {
      onArrival.current = resolve;
    });
    void navigate('/');
    await arrived;
    setLoggingOut(false);
    await client.clearStore();
    // Refetches that are cut short because the page is unmounting are not a logout failure.
    await client.resetStore().catch(() => undefined);
    return result;
  }, [clientSource, navigate]);

  const value = useMemo(() => ({ user, loading, loggingOut, logout }), [user, loading, loggingOut, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>.');
  return state;
}

/** The three application lists, skipped until the user is known (spec section 7). */
export function useApplicationLists() {
  const { user } = useAuth();
  const skip = !user;
  const restructure = useShellQuery(RestructureApplicationsDocument, { skip });
  const refinance = useShellQuery(RefinanceApplicationsDocument, { skip });
  const purchase = useShellQuery(PurchaseApplicationsDocument, { skip });
  return {
    restructureApplications: skip ? [] : (restructure.data?.restructureApplications ?? []),
    refinanceApplications: skip ? [] : (refinance.data?.refinanceApplications ?? []),
    purchaseApplications: skip ? [] : (purchase.data?.purchaseApplications ?? []),
    loading: restructure.loading || refinance.loading || purchase.loading,
  };
}
