import { LEDGER_UNVERIFIED_MESSAGE } from '#core/properties/ledgerChain';
import { Alert } from '#web/components/Alert/Alert';

/** The dashboard of a home whose equity record failed its integrity check: no figures, no retry button (asking again changes nothing). */
export function LedgerUnverified() {
  return (
    <Alert title="We can’t show this dashboard right now">
      <p>{LEDGER_UNVERIFIED_MESSAGE}</p>
    </Alert>
  );
}
