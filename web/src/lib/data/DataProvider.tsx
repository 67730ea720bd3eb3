import { useMemo, type ReactNode } from 'react';
import { ClientSourceContext, type ClientSource } from './clientSource';
import { LiveQueryStore, type QueryResults } from './liveQueryStore';
import { LiveQueryStoreContext } from './useShellQuery';

/** The app's data: where the Apollo client comes from, and the shell's queries. */
export function DataProvider({ source, serverResults, children }: { source: ClientSource; serverResults?: QueryResults; children: ReactNode }) {
  const store = useMemo(() => new LiveQueryStore(source, serverResults), [source, serverResults]);
  return (
    <ClientSourceContext.Provider value={source}>
      <LiveQueryStoreContext.Provider value={store}>{children}</LiveQueryStoreContext.Provider>
    </ClientSourceContext.Provider>
  );
}
