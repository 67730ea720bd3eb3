import type { LoanEstimateSection, RateOptionDetails_OptionFragment } from '#generated/rates';
import { formatMoney } from '#web/lib/format';
import styles from './RateOptionDetails.module.css';

type FeeLine = RateOptionDetails_OptionFragment['feeBreakdown'][number];

/** Sections in the order and with the letters of the Loan Estimate form (page 2). */
export const LOAN_ESTIMATE_SECTIONS: ReadonlyArray<{ section: LoanEstimateSection; title: string }> = [
  { section: 'ORIGINATION_CHARGES', title: 'A. Origination Charges' },
  { section: 'SERVICES_YOU_CANNOT_SHOP_FOR', title: 'B. Services You Cannot Shop For' },
  { section: 'SERVICES_YOU_CAN_SHOP_FOR', title: 'C. Services You Can Shop For' },
  { section: 'TAXES_AND_GOVERNMENT_FEES', title: 'E. Taxes and Other Government Fees' },
  { section: 'PREPAIDS', title: 'F. Prepaids' },
  { section: 'LENDER_CREDITS', title: 'Lender Credits' },
];

const sum = (lines: FeeLine[]) => lines.reduce((total, line) => total + line.amount, 0);

export function feeTotals(lines: FeeLine[]) {
  const of = (section: LoanEstimateSection) => lines.filter((line) => line.section === section);
  const loanCosts = sum([...of('ORIGINATION_CHARGES'), ...of('SERVICES_YOU_CANNOT_SHOP_FOR'), ...of('SERVICES_YOU_CAN_SHOP_FOR')]);
  const otherCosts = sum([...of('TAXES_AND_GOVERNMENT_FEES'), ...of('PREPAIDS')]);
  const lenderCredits = sum(of('LENDER_CREDITS'));
  return { loanCosts, otherCosts, lenderCredits, closingCosts: loanCosts + otherCosts + lenderCredits };
}

/** The option's closing costs laid out like a Loan Estimate, so it can be held beside one. */
export function FeeBreakdown({ lines }: { lines: FeeLine[] }) {
  const totals = feeTotals(lines);
  const group = (section: LoanEstimateSection) => lines.filter((line) => line.section === section);
  const sectionRows = (section: LoanEstimateSection, title: string) => {
    const sectionLines = group(section);
    if (sectionLines.length === 0) return null;
    return (
      <tbody key={section}>
        <tr className={styles.sectionRow}>
          <th scope="rowgroup" colSpan={2}>
            {title}
          </th>
        </tr>
        {sectionLines.map((line, index) => (
          <tr key={`${line.name}-${index}`}>
            <th scope="row" className={styles.lineName}>
              {line.name}
            </th>
            <td className={styles.amount}>{formatMoney(line.amount)}</td>
          </tr>
        ))}
      </tbody>
    );
  };
  const totalRow = (label: string, amount: number, strong = false) => (
    <tbody>
      <tr className={strong ? styles.grandTotalRow : styles.totalRow}>
        <th scope="row">{label}</th>
        <td className={styles.amount}>{formatMoney(amount)}</td>
      </tr>
    </tbody>
  );

  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className="visually-hidden">Closing costs in Loan Estimate order</caption>
        <thead>
          <tr>
            <th scope="col">Cost</th>
            <th scope="col" className={styles.amount}>
              Amount
            </th>
          </tr>
        </thead>
        {LOAN_ESTIMATE_SECTIONS.slice(0, 3).map(({ section, title }) => sectionRows(section, title))}
        {totalRow('D. Total Loan Costs (A + B + C)', totals.loanCosts)}
        {LOAN_ESTIMATE_SECTIONS.slice(3, 5).map(({ section, title }) => sectionRows(section, title))}
        {totalRow('I. Total Other Costs (E + F)', totals.otherCosts)}
        {LOAN_ESTIMATE_SECTIONS.slice(5).map(({ section, title }) => sectionRows(section, title))}
        {totalRow('J. Total Closing Costs', totals.closingCosts, true)}
      </table>
    </div>
  );
}
