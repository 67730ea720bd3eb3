import { monthlyPayment } from '#core/loanMath/index';
import { formatMoney, formatPercent } from '#web/lib/format';
import type { CalculatorDraft } from '../../model/calculatorValues';
import { describeDraftPaymentEstimate, draftPaymentEstimate } from '../../model/draftPaymentEstimate';
import { RateCard } from '../RateCard/RateCard';

/** The sample loan the demo card is worked out from: $300,000 over 30 years, moving from 4.25% to 2.49%. */
export const DEMO_LOAN = { amount: 300_000, years: 30, currentRatePercent: 4.25, startingRatePercent: 2.49, savingsYears: 7 } as const;

export function demoFigures() {
  const current = monthlyPayment(DEMO_LOAN.amount, DEMO_LOAN.currentRatePercent, DEMO_LOAN.years * 12);
  const starting = monthlyPayment(DEMO_LOAN.amount, DEMO_LOAN.startingRatePercent, DEMO_LOAN.years * 12);
  return { currentPayment: Math.round(current), monthlyPayment: Math.round(starting), savings: Math.round((current - starting) * 12 * DEMO_LOAN.savingsYears) };
}

/**
 * A worked example of a rate card, shown before the homeowner has rates of their own. Once the
 * calculator holds a balance and a credit score, it also gives the spec's payment estimate for
 * them (section 9).
 */
export function DemoRateCard({
  onFooterButtonClick,
  footerButtonText,
  draft,
}: {
  onFooterButtonClick?: () => void;
  footerButtonText?: string;
  draft?: Pick<CalculatorDraft, 'remainingMortgageAmount' | 'cashOutAmount' | 'creditScore'>;
}) {
  const { currentPayment, monthlyPayment, savings } = demoFigures();
  const estimate = draft ? draftPaymentEstimate(draft) : { kind: 'INCOMPLETE' as const };
  return (
    <RateCard
      colour="blue"
      headerLabel="Example: 30-year fixed refinance"
      headerBadge="Example"
      headerValueLeft={formatMoney(monthlyPayment)}
      headerValueRight={
        <>
          <strong>{formatPercent(DEMO_LOAN.startingRatePercent, true)}</strong> starting rate
        </>
      }
      description={
        <p>
          How a {formatMoney(DEMO_LOAN.amount)} loan at {formatPercent(DEMO_LOAN.currentRatePercent, true)} looks after refinancing. Your own rates appear here
          once you search.
        </p>
      }
      items={[
        { name: 'Starting rate', value: formatPercent(DEMO_LOAN.startingRatePercent, true) },
        { name: 'Loan amount', value: formatMoney(DEMO_LOAN.amount) },
        { name: `Payment at ${formatPercent(DEMO_LOAN.currentRatePercent, true)}`, value: formatMoney(currentPayment) },
        { name: 'Term', value: `${DEMO_LOAN.years} years` },
        ...(estimate.kind === 'INCOMPLETE' ? [] : [{ name: 'Your payment estimate', value: describeDraftPaymentEstimate(estimate, formatMoney) }]),
        { name: `Compared with ${formatPercent(DEMO_LOAN.currentRatePercent, true)}`, value: formatMoney(savings), isFooterElement: true },
      ]}
      footerTitle={`${DEMO_LOAN.savingsYears}-year savings`}
      footerButtonText={footerButtonText}
      onFooterButtonClick={onFooterButtonClick}
    />
  );
}
