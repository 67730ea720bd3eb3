/** Two amounts of 1 to 99 cents, as a person reads them off a statement. */
export function validMicrodepositAmounts(amountsCents: readonly number[]): boolean {
  return amountsCents.length === 2 && amountsCents.every((cents) => Number.isInteger(cents) && cents >= 1 && cents <= 99);
}

/** Order does not matter: the statement may list the deposits either way round. */
export function microdepositsMatch(entered: readonly number[], sent: readonly number[]): boolean {
  const sort = (values: readonly number[]) => [...values].sort((a, b) => a - b).join(',');
  return sort(entered) === sort(sent);
}

import { bankLinkMessages } from './messages.js';

/** ABA routing numbers carry a checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function isRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  return (3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!)) % 10 === 0;
}

/**
 * What is wrong with a typed routing number, in words for a person, or null when it is valid:
 * someone who typed nine digits is told the checksum failed, not asked for nine digits.
 */
export function routingNumberProblem(value: string): string | null {
  if (!/^\d{9}$/.test(value)) return bankLinkMessages.routingInvalid;
  return isRoutingNumber(value) ? null : bankLinkMessages.routingChecksum;
}
