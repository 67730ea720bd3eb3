import { Link } from 'react-router';
import { WAITLIST_PROMPT, type Denial } from '#core/partnership/index';
import { Alert } from '#web/components/Alert/Alert';
import { Button } from '#web/components/Button/Button';
import { formatCents } from '#core/money/formatMoney';
import { LazyPartnershipWaitlist } from '../LazyPartnershipWaitlist/LazyPartnershipWaitlist';
import type { PartnershipWaitlistProps } from '../PartnershipWaitlist/PartnershipWaitlist';
import styles from './DenialNotice.module.css';

/**
 * Every denial that applies, in the spec's words; the waitlist prompt when one of them asks
 * for it; and, when only the cash asked for is too much, the most that could be taken.
 * `partnershipWaitlist` is given for a homeowner while the partnership waitlist flag is on
 * (§8.08, §8.09, §8.15, §9.21): the prompt then joins that waitlist here, from the prequal
 * when known; without it the prompt links to the home-buying waitlist, as before.
 */
export function DenialNotice({
  denials,
  cashAvailableCents = 0,
  onUseCash,
  partnershipWaitlist = null,
}: {
  denials: readonly Denial[];
  cashAvailableCents?: number;
  onUseCash?: (cents: number) => void;
  partnershipWaitlist?: PartnershipWaitlistProps | null;
}) {
  const cashLimited = denials.every((d) => d.code === 'DENIED_TOO_MUCH_CASH' || d.code === 'DENIED_HIGH_LTV');
  return (
    <div>
      <Alert title="We can’t offer a partnership on these answers">
        <ul className={styles.denials}>
          {denials.map((denial) => (
            <li key={denial.code} data-code={denial.code}>
              {denial.message}
            </li>
          ))}
        </ul>
        {denials.some((d) => d.editable) ? <p className={styles.hint}>Change your answers above to see an offer.</p> : null}
      </Alert>
      {cashLimited && onUseCash && cashAvailableCents > 0 ? (
        <p>
          You could take up to {formatCents(cashAvailableCents)}.{' '}
          <Button variant="secondary" onClick={() => onUseCash(cashAvailableCents)}>
            Use {formatCents(cashAvailableCents)} instead
          </Button>
        </p>
      ) : null}
      {denials.some((d) => d.waitlist) ? partnershipWaitlist ? <LazyPartnershipWaitlist {...partnershipWaitlist} /> : <WaitlistPrompt /> : null}
    </div>
  );
}

/** The waitlist link; with a lead (the waitlist flag), the prompt's words too. */
export function WaitlistPrompt({ lead }: { lead?: string }) {
  return (
    <div className={styles.waitlist}>
      {lead ? (
        <p>
          {lead} {WAITLIST_PROMPT}
        </p>
      ) : null}
      <Link to="/buy/waitlist" className={styles.waitlistLink}>
        Join the waitlist
      </Link>
    </div>
  );
}
