/**
 * Request work a server starts in one turn of the event loop: a few pages or searches. Every
 * turn also takes one new connection, so this bounds how long a new client waits to be taken.
 */
export const TURN_BUDGET_MS = 5;

/** Requests started from the queue in one turn, at most (each checks the budget first). */
const QUEUED_STARTS_PER_TURN = 16;

/**
 * Starts requests in arrival order, at most `budgetMs` of their work per turn of the event loop;
 * the rest wait for the next turns. Node takes one new connection per turn (libuv has accepted one
 * at a time since 1.45), and a turn that starts every request read in it lasts as long as all of
 * them together: under a steady load of 200 clients a turn took about 100 ms, and a client that
 * connected then waited up to 14 s in the kernel's queue while connected ones were served again
 * and again. With short turns a waiting connection is taken within a few of them. On a server
 * with little to do every request starts at once, as before.
 *
 * `now` is the clock the budget is measured on (tests pass their own).
 */
export function takeTurns<A extends unknown[], R>(
  handle: (...args: A) => R | Promise<R>,
  { budgetMs = TURN_BUDGET_MS, now = () => performance.now() }: { budgetMs?: number; now?: () => number } = {},
): (...args: A) => Promise<R> {
  const waiting: Array<() => void> = [];
  // When this turn's first arriving request started; cleared as the turn ends (its check phase).
  let arrivalsStartedAt: number | null = null;
  let queuedStartsAt = 0;
  let queuedStartsScheduled = false;

  const startNext = () => waiting.shift()?.();

  // One immediate per start: Node runs a request's promise work after each immediate, so the
  // budget sees the whole of the request started before it.
  function startQueued(slot: number) {
    if (slot === 0) queuedStartsAt = now();
    if (waiting.length > 0 && now() - queuedStartsAt < budgetMs) startNext();
    if (slot === QUEUED_STARTS_PER_TURN - 1) {
      queuedStartsScheduled = false;
      scheduleQueuedStarts();
    }
  }

  function scheduleQueuedStarts() {
    if (queuedStartsScheduled || waiting.length === 0) return;
    queuedStartsScheduled = true;
    for (let slot = 0; slot < QUEUED_STARTS_PER_TURN; slot++) setImmediate(startQueued, slot);
  }

  return (...args: A) =>
    new Promise<R>((resolve, reject) => {
      waiting.push(() => {
        try {
          resolve(handle(...args));
        } catch (error) {
          reject(error);
        }
      });
      const time = now();
      if (arrivalsStartedAt === null) {
        arrivalsStartedAt = time;
        setImmediate(() => (arrivalsStartedAt = null));
      }
      // A request that arrives while others wait joins the queue: it never overtakes them, and the
      // turn stays short (the queue is worked through in the turn's last phase, above).
      if (waiting.length === 1 && time - arrivalsStartedAt < budgetMs) startNext();
      scheduleQueuedStarts();
    });
}
