import { createContext, useContext, type ReactNode } from 'react';
import { useFeatureFlags } from './featureFlags';

/**
 * Spec section 9: the lender names flag, off by default. With it off, rate cards, option details
 * and the compare page name the loan program, not the lender; on, the lender's company name too.
 * Off outside the app shell (stories, component tests), as the spec's default.
 */
const LenderNamesContext = createContext(false);

/** Whether lenders are named: the server's lenderNames flag, read once by the app shell. */
export function LenderNamesProvider({ children }: { children: ReactNode }) {
  const { flags } = useFeatureFlags();
  return <LenderNamesContext.Provider value={flags.lenderNames}>{children}</LenderNamesContext.Provider>;
}

/** For stories and tests that show lender names on. */
export const LenderNamesShown = ({ shown, children }: { shown: boolean; children: ReactNode }) => (
  <LenderNamesContext.Provider value={shown}>{children}</LenderNamesContext.Provider>
);

export const useLenderNamesShown = (): boolean => useContext(LenderNamesContext);

/** An offer's name: '30-year fixed · Harborview Home Loans' with lender names on, '30-year fixed' off. */
export function offerName(program: string, companyName: string, lenderNamesShown: boolean): string {
  return lenderNamesShown ? `${program} · ${companyName}` : program;
}
