import type { RateOptionCard_OptionFragment } from '#generated/rates';
import { shownTermYears } from '#core/rates/termLabel';
import { formatInterestRate, formatMoney } from '#web/lib/format';
import type { RateItemStyle } from '#core/rates/vocabulary';
import { programLabel } from '../../model/rateOptions';
import { Button } from '#web/components/Button/Button';
import { RateCard, type RateCardItem } from '../RateCard/RateCard';
import { offerName, useLenderNamesShown } from '#web/lib/lenderNames';

type RateOption = RateOptionCard_OptionFragment;

/** The badge for an option that wins on something, in order of what homeowners ask about most. */
export function winnerBadge(option: RateOption): string | undefined {
  if (option.lowestApr) return 'Lowest APR';
  if (option.lowestClosing) return 'Lowest closing costs';
  if (option.lowestPoints) return 'Fewest points';
  return undefined;
}

/** What the loan costs over the years compared: closing costs plus the payments made by then. */
export function costOverYears(option: RateOption, years: number): number {
  return option.totalFees + option.monthlyPI * Math.min(years * 12, option.numberOfPayments);
}

export interface RateOptionCardProps {
  option: RateOption;
  /** Years over which the cost is compared (the term filter); -1 (adjustable) is taken as 30. */
  compareYears: number;
  /** Opens the option's details dialog; without it the card has no details button. */
  onDetails?: () => void;
  onChoose?: () => void;
  chooseText?: string;
  disabledNotification?: string;
}

/** One priced option as a rate card: blue for fixed rates, salmon for adjustable ones. */
export function RateOptionCard({ option, compareYears, onDetails, onChoose, chooseText = 'Choose this rate', disabledNotification }: RateOptionCardProps) {
  const years = shownTermYears(compareYears);
  // The figure the card wins on is highlighted, beside its badge; no points to pay is muted.
  const winning = (wins: boolean | null | undefined): RateItemStyle => (wins ? 'highlight' : 'standard');
  const items: RateCardItem[] = [
    { name: 'APR', value: formatInterestRate(option.apr), style: winning(option.lowestApr) },
    {
      name: 'Points',
      style: option.lowestPoints ? 'highlight' : option.points === 0 ? 'muted' : 'standard',
      value:
        option.points === 0
          ? 'None'
          : option.points > 0
            ? `${option.points} (${formatMoney(option.costOfPoints)})`
            : `${formatMoney(-option.costOfPoints)} credit`,
    },
    { name: 'Closing costs', value: formatMoney(option.totalFees), style: winning(option.lowestClosing) },
    {
      name: option.breakEvenTerm !== null ? 'Points earned back' : 'Loan amount',
      value: option.breakEvenTerm !== null ? `Month ${option.breakEvenTerm}` : formatMoney(option.baseLoanAmount),
    },
    { name: `${years}-year cost`, value: formatMoney(Math.round(costOverYears(option, years))), isFooterElement: true },
  ];
  const label = offerName(programLabel(option), option.lender.companyName, useLenderNamesShown());
  return (
    <RateCard
      colour={option.amortizationType === 'ADJUSTABLE' ? 'salmon' : 'blue'}
      headerLabel={label}
      headerBadge={winnerBadge(option)}
      headerValueLeft={formatMoney(option.monthlyPI)}
      headerValueRight={
        <>
          <strong>{formatInterestRate(option.interestRate)}</strong> interest rate
        </>
      }
      items={items}
      footerButtonText={onChoose ? chooseText : undefined}
      onFooterButtonClick={onChoose}
      disabledNotification={disabledNotification}
      actions={
        onDetails ? (
          <Button
            type="button"
            variant="secondary"
            onClick={onDetails}
            aria-haspopup="dialog"
            aria-label={`See details of ${label} at ${formatInterestRate(option.interestRate)}`}
          >
            See details
          </Button>
        ) : undefined
      }
    />
  );
}
