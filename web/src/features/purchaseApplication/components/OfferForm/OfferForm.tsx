import { useLazyQuery, useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { dollarsToCents } from '#core/money/cents';
import { OFFER_STATUSES, offerAbovePreApproval, type OfferStatus } from '#core/purchaseApplication/index';
import { PreviewPurchaseOfferDocument, RecordPurchaseOfferDocument, type PurchaseApplication_ApplicationFragment } from '#generated/web';
import { Alert } from '#web/components/Alert/Alert';
import { Button } from '#web/components/Button/Button';
import { SelectField } from '#web/components/SelectField/SelectField';
import { TextField } from '#web/components/TextField/TextField';
import { formatMoney, formatPercent } from '#web/lib/format';
import { parseDollars } from '../../model/buyerPrequalForm';
import { ExhibitCTable, FundsToCloseTable } from '../ExhibitCTable/ExhibitCTable';
import styles from '../../model/PurchaseApplication.module.css';

export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = { SUBMITTED: 'Submitted', ACCEPTED: 'Accepted', REJECTED: 'Rejected', WITHDRAWN: 'Withdrawn' };
const CHANGE_LABELS: Record<string, string> = {
  originalAgreedValue: 'Original agreed value',
  monthlyReductionPaymentLimit: 'Monthly reduction payment limit',
  originalDesignatedPercentage: 'Roofline’s share (percent)',
  maxAddlOptionPaymentPercentage: 'Maximum additional option payment (percent)',
  maxMonthlyEquityPurchaseLimit: 'Maximum monthly equity purchase',
  recurringPurchaseScheduled: 'Recurring purchase scheduled',
};
const MONEY = new Set(['originalAgreedValue', 'monthlyReductionPaymentLimit', 'maxMonthlyEquityPurchaseLimit']);
const show = (field: string, value: number) =>
  MONEY.has(field) ? formatMoney(value) : field === 'recurringPurchaseScheduled' ? (value ? 'Yes' : 'No') : formatPercent(value, true);

export interface OfferDraft {
  offerUuid: string | null;
  address: string;
  price: string;
  status: OfferStatus;
}

/**
 * Records an offer. An accepted one shows its Exhibit C (originalAgreedValue = the lower of the
 * price and the appraisal) and what changed from the figures on record before the buyer commits.
 */
export function OfferForm({ application, initial, onDone }: { application: PurchaseApplication_ApplicationFragment; initial: OfferDraft; onDone: () => void }) {
  const [draft, setDraft] = useState<OfferDraft>(initial);
  const [touched, setTouched] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [preview, previewResult] = useLazyQuery(PreviewPurchaseOfferDocument, { fetchPolicy: 'network-only' });
  const [record, { loading }] = useMutation(RecordPurchaseOfferDocument);
  const price = parseDollars(draft.price);
  const problems = {
    address: draft.address.trim() ? null : 'Enter the home’s address.',
    price: price === null ? 'Enter the price you offered.' : Number.isNaN(price) || price <= 0 ? 'Enter the price in dollars and cents.' : null,
  };
  const aboveWarning =
    price !== null && !Number.isNaN(price) && price > 0 && application.preApprovalAmount != null
      ? offerAbovePreApproval(dollarsToCents(price), dollarsToCents(application.preApprovalAmount))
      : null;
  const previewed = previewResult.data?.previewPurchaseOffer;
  const previewMatches = previewResult.variables?.input?.price === price;
  const needsPreview = draft.status === 'ACCEPTED' && !(previewed?.preview && previewMatches);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (problems.address || problems.price || price === null) return;
    setErrors([]);
    try {
      if (needsPreview) {
        await preview({ variables: { input: { uuid: application.uuid, price } } });
        return;
      }
      const result = await record({
        variables: { input: { uuid: application.uuid, offerUuid: draft.offerUuid, address: draft.address.trim(), price, status: draft.status } },
      });
      const refused = result.data?.recordPurchaseOffer.errors ?? [];
      if (refused.length) setErrors(refused.map((e) => e.message));
      else onDone();
    } catch {
      setErrors(['Sorry, there was a problem. Please try again later.']);
    }
  }

  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-labelledby="offer-form-title">
      <h2 id="offer-form-title">{draft.offerUuid ? 'Change an offer' : 'Record an offer'}</h2>
      <div className={styles.fields}>
        <TextField
          label="Address"
          value={draft.address}
          onChange={(e) => setDraft({ ...draft, address: e.target.value })}
          error={touched ? (problems.address ?? undefined) : undefined}
        />
        <TextField
          label="Price ($)"
          inputMode="decimal"
          value={draft.price}
          onChange={(e) => setDraft({ ...draft, price: e.target.value })}
          error={touched || draft.price ? (problems.price ?? undefined) : undefined}
        />
        <SelectField
          label="Status"
          options={OFFER_STATUSES.map((status) => ({ value: status, label: OFFER_STATUS_LABELS[status] }))}
          value={draft.status}
          onChange={(e) => setDraft({ ...draft, status: e.target.value as OfferStatus })}
        />
      </div>
      {aboveWarning ? (
        <Alert tone="info" title="Above your pre-approval">
          {aboveWarning}
        </Alert>
      ) : null}
      {previewed?.errors.length ? <Alert>{previewed.errors.map((e) => e.message).join(' ')}</Alert> : null}
      {draft.status === 'ACCEPTED' && previewed?.preview && previewMatches ? (
        <div aria-live="polite">
          <ExhibitCTable fields={previewed.preview.exhibitCFields} caption="Exhibit C at this price" />
          <FundsToCloseTable funds={previewed.preview.fundsToClose} />
          {previewed.preview.changes.length ? (
            <Alert tone="info" title="What changes from your current figures">
              <ul>
                {previewed.preview.changes.map((change) => (
                  <li key={change.field}>
                    {CHANGE_LABELS[change.field] ?? change.field}: {show(change.field, change.before)} → {show(change.field, change.after)}
                  </li>
                ))}
              </ul>
            </Alert>
          ) : null}
        </div>
      ) : null}
      {errors.length ? <Alert>{errors.join(' ')}</Alert> : null}
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={loading || previewResult.loading}>
          {needsPreview ? 'See the figures' : 'Save offer'}
        </Button>
      </div>
    </form>
  );
}
