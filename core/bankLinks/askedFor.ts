import type { BankLinkApplicationType, FinancialItemKind } from './vocabulary.js';

/**
 * The questions of an application where it asks for what a bank link can show, and the kinds of
 * item linked there: the refinance application's assets (bank accounts and investments, spec
 * §2.45) and debts (liabilities, §3.222). Linking is offered beside the question, never instead.
 */
const ASKED_FOR: Partial<Record<BankLinkApplicationType, Readonly<Record<string, readonly FinancialItemKind[]>>>> = {
  REFINANCE: { assets: ['BANK_ACCOUNT', 'INVESTMENT'], liabilities: ['LIABILITY'] },
};

/** The kinds of item to offer linking on this question, or none. */
export function financialItemKindsAskedBy(applicationType: BankLinkApplicationType, questionId: string): readonly FinancialItemKind[] {
  return ASKED_FOR[applicationType]?.[questionId] ?? [];
}
