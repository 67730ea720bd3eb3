import { formatPercent } from '#core/percent/formatPercent';

/** Roofline's share as the dashboard prints it, by the one percent rule: 56.1875 → "56.2%". */
export function formatShare(percent: number): string {
  return formatPercent(percent);
}

/** "2026-12-14" → "12/14/2026", the spec's MM/DD/YYYY. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
}

export function streetLine(address: {
  streetNumber?: string | null;
  streetName?: string | null;
  unitNumber?: string | null;
  locality?: string | null;
  state?: string | null;
  zip?: string | null;
}): string {
  const street = [address.streetNumber, address.streetName].filter(Boolean).join(' ');
  const unit = address.unitNumber ? `, Unit ${address.unitNumber}` : '';
  const place = [address.locality, [address.state, address.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [street + unit, place].filter(Boolean).join(', ') || 'Your home';
}
