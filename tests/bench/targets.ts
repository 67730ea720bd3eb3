/** The targets as the bench checks them: each with the figure measured and whether it passes. */
export interface TargetResult {
  target: string;
  measured: string;
  /** null: not measured in this run (the reason is in `measured`). */
  pass: boolean | null;
}

export const atLeast = (target: string, value: number, limit: number, unit = '×'): TargetResult => ({
  target,
  measured: `${value.toFixed(2)}${unit}`,
  pass: value >= limit,
});

export const atMost = (target: string, value: number, limit: number, unit: string): TargetResult => ({
  target,
  measured: `${value.toFixed(2)} ${unit}`,
  pass: value <= limit,
});

export const below = (target: string, value: number, limit: number, unit: string): TargetResult => ({
  target,
  measured: `${value.toFixed(2)} ${unit}`,
  pass: value < limit,
});

/** A latency target whose run finished no request: autocannon reports 0 ms, which must not pass. */
export const unanswered = (target: string): TargetResult => ({ target, measured: 'no request answered', pass: false });

export const notMeasured = (target: string, why: string): TargetResult => ({ target, measured: why, pass: null });

export function printTargets(results: TargetResult[]): void {
  console.log('\nTargets');
  const width = Math.max(...results.map((r) => r.target.length));
  for (const r of results) console.log(`  ${(r.pass === null ? 'SKIP' : r.pass ? 'PASS' : 'FAIL').padEnd(5)} ${r.target.padEnd(width)}  ${r.measured}`);
  const measured = results.filter((r) => r.pass !== null);
  console.log(
    `  ${measured.filter((r) => r.pass).length} of ${measured.length} measured targets pass; ${results.length - measured.length} not measured in this run.`,
  );
}
