import type { DocumentNode } from 'graphql';
import type { ClientSource } from './clientSource';

export interface QueryState<TData = unknown> {
  data: TData | undefined;
  loading: boolean;
  error: Error | undefined;
}

interface LiveQuery {
  state: QueryState;
  document: DocumentNode;
  variables: object | undefined;
  listeners: Set<() => void>;
  /** Counts each time the query goes live, so a watch started for an earlier turn is dropped. */
  turn: number;
  live: boolean;
  stop?: () => void;
  refetch?: () => void;
}

/** What the server answered for the queries it rendered with, by queryKey. */
export type QueryResults = Record<string, unknown>;

/**
 * The shell's queries (session, flags, navigation, privacy) in the browser. A query the server
 * answered starts from that answer and needs no client; it goes live (an Apollo watch, so cache
 * writes such as logging out reach it) as soon as the client loads for any reason. A query the
 * server did not answer loads the client and asks.
 */
export class LiveQueryStore {
  private readonly queries = new Map<string, LiveQuery>();

  constructor(
    private readonly source: ClientSource,
    private readonly serverResults: QueryResults = {},
  ) {
    source.onLoad(() => {
      for (const query of this.queries.values()) if (query.listeners.size) this.goLive(query);
    });
  }

  /** The query's state; the same object until it changes. */
  read(key: string, document: DocumentNode, variables: object | undefined): QueryState {
    return this.entry(key, document, variables).state;
  }

  subscribe(key: string, document: DocumentNode, variables: object | undefined, listener: () => void): () => void {
    const query = this.entry(key, document, variables);
    query.listeners.add(listener);
    if (query.state.loading || this.source.current()) this.goLive(query);
    return () => {
      query.listeners.delete(listener);
      if (query.listeners.size) return;
      query.stop?.();
      query.stop = undefined;
      query.refetch = undefined;
      query.live = false;
    };
  }

  refetch(key: string): void {
    const query = this.queries.get(key);
    if (!query) return;
    if (query.refetch) query.refetch();
    else this.goLive(query);
  }

  private entry(key: string, document: DocumentNode, variables: object | undefined): LiveQuery {
    let query = this.queries.get(key);
    if (!query) {
      const answered = key in this.serverResults;
      query = {
        state: { data: answered ? this.serverResults[key] : undefined, loading: !answered, error: undefined },
        document,
        variables,
        listeners: new Set(),
        turn: 0,
        live: false,
      };
      this.queries.set(key, query);
    }
    return query;
  }

  private goLive(query: LiveQuery): void {
    if (query.live) return;
    query.live = true;
    const turn = ++query.turn;
    // Unsubscribed and subscribed again before the client arrived: only the latest turn watches.
    const current = () => query.live && query.turn === turn;
    this.source.load().then(
      (client) => {
        if (!current()) return;
        const observable = client.watchQuery({ query: query.document, variables: query.variables as Record<string, unknown> | undefined });
        const subscription = observable.subscribe({
          next: (result) => this.update(query, { data: result.data ?? query.state.data, loading: result.loading, error: result.error }),
          error: (error: unknown) =>
            this.update(query, { data: query.state.data, loading: false, error: error instanceof Error ? error : new Error(String(error)) }),
        });
        query.stop = () => subscription.unsubscribe();
        query.refetch = () => void observable.refetch().catch(() => undefined);
      },
      (error: unknown) => {
        if (!current()) return;
        query.live = false;
        this.update(query, { data: query.state.data, loading: false, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
  }

  private update(query: LiveQuery, state: QueryState): void {
    const { data, loading, error } = query.state;
    if (state.data === data && state.loading === loading && state.error === error) return;
    query.state = state;
    for (const listener of query.listeners) listener();
  }
}
