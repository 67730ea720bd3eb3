import { describe, expect, it } from 'vitest';
import { takeTurns } from './requestTurns';

/** A clock that moves only when a request does its work, and a count of event-loop turns. */
function fakeServer(costMs: number) {
  let time = 0;
  let turn = 0;
  const started: Array<{ id: number; turn: number }> = [];
  const handle = async (id: number) => {
    started.push({ id, turn });
    time += costMs;
    return `answer ${id}`;
  };
  const countTurns = () => {
    turn += 1;
    if (turn < 50) setImmediate(countTurns);
  };
  setImmediate(countTurns);
  return { handle, started, now: () => time };
}

describe('takeTurns', () => {
  it('starts a request at once on a server with little to do', async () => {
    const server = fakeServer(1);
    const serve = takeTurns(server.handle, { budgetMs: 5, now: server.now });
    const answer = serve(1);
    expect(server.started).toEqual([{ id: 1, turn: 0 }]);
    await expect(answer).resolves.toBe('answer 1');
  });

  it('starts the requests that arrive together only up to its budget per turn, the rest in later turns in arrival order', async () => {
    const server = fakeServer(2);
    const serve = takeTurns(server.handle, { budgetMs: 5, now: server.now });
    const answers = Array.from({ length: 10 }, (_, id) => serve(id));
    // 0, 2 and 4 ms are within the 5 ms budget; the fourth would start at 6 ms.
    expect(server.started.map(({ id }) => id)).toEqual([0, 1, 2]);

    await expect(Promise.all(answers)).resolves.toEqual(Array.from({ length: 10 }, (_, id) => `answer ${id}`));
    expect(server.started.map(({ id }) => id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const perTurn = new Map<number, number>();
    for (const { turn } of server.started) perTurn.set(turn, (perTurn.get(turn) ?? 0) + 1);
    expect(Math.max(...perTurn.values())).toBe(3);
    expect(perTurn.size).toBeGreaterThanOrEqual(4);
  });

  it('never lets a new request overtake one that waits', async () => {
    const server = fakeServer(2);
    const serve = takeTurns(server.handle, { budgetMs: 5, now: server.now });
    const first = Array.from({ length: 10 }, (_, id) => serve(id));
    await new Promise((resolve) => setImmediate(resolve));
    expect(server.started.length).toBeLessThan(10);
    const later = serve(99);
    await Promise.all([...first, later]);
    expect(server.started.map(({ id }) => id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 99]);
  });

  it('answers a request that fails, at once or later, with its failure', async () => {
    const serve = takeTurns(async (kind: string) => {
      if (kind === 'throws') throw new Error('thrown');
      return kind;
    });
    const throwsAtOnce = takeTurns((): Promise<string> => {
      throw new Error('thrown before any promise');
    });
    await expect(serve('throws')).rejects.toThrow('thrown');
    await expect(throwsAtOnce()).rejects.toThrow('thrown before any promise');
    await expect(serve('fine')).resolves.toBe('fine');
  });
});
