/**
 * The share axis of the ownership chart: the data's range with a margin, in whole percents within
 * 0–100. On a fixed 0–100 axis a share moving between 12.2% and 12.5% draws a flat line.
 */
export function shareAxisDomain(shares: readonly number[]): [number, number] {
  if (!shares.length) return [0, 100];
  const low = Math.min(...shares);
  const high = Math.max(...shares);
  const margin = Math.max(1, (high - low) / 4);
  return [Math.max(0, Math.floor(low - margin)), Math.min(100, Math.ceil(high + margin))];
}

const NICE_STEPS = [1, 2, 5, 10, 25, 50];

/** At most five ticks on whole, round percents inside the domain, so no tick reads 11.8%. */
export function shareAxisTicks([low, high]: [number, number]): number[] {
  const step = NICE_STEPS.find((candidate) => (high - low) / candidate <= 4) ?? 50;
  const ticks: number[] = [];
  for (let tick = Math.ceil(low / step) * step; tick <= high; tick += step) ticks.push(tick);
  return ticks;
}
