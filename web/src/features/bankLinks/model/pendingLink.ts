import type { BankLinkApplicationType, BankLinkProviderKind, FinancialItemKind } from '#generated/web';

/** A link waiting for an OAuth bank to send the user back: kept in this tab only. */
export interface PendingLink {
  linkToken: string;
  applicationType: BankLinkApplicationType;
  applicationUuid: string;
  kind: FinancialItemKind;
  /** The sandbox bank chosen; null with Plaid, whose Link remembers it. */
  institutionId: string | null;
  /** Who opened the link (absent in links saved before Plaid Link: the sandbox). */
  provider?: BankLinkProviderKind;
  /** The page (and question) that started the link, where the return page sends the user. */
  returnTo: string;
}

const KEY = 'roofline.pendingBankLink';

export function savePendingLink(link: PendingLink): void {
  window.sessionStorage.setItem(KEY, JSON.stringify(link));
}

export function readPendingLink(): PendingLink | null {
  if (typeof window === 'undefined') return null;
  try {
    const value = window.sessionStorage.getItem(KEY);
    return value ? (JSON.parse(value) as PendingLink) : null;
  } catch {
    return null;
  }
}

export function clearPendingLink(): void {
  window.sessionStorage.removeItem(KEY);
}
