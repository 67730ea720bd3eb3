import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { dollarsToCents } from '#core/money/cents';
import { offerAbovePreApproval } from '#core/purchaseApplication/index';
import { WritePurchaseOfferLetterDocument, type PurchaseApplication_ApplicationFragment } from '#generated/web';
import { Alert } from '#web/components/Alert/Alert';
import { Button } from '#web/components/Button/Button';
import styles from '../../model/PurchaseApplication.module.css';

type Offer = PurchaseApplication_ApplicationFragment['offers'][number];

/**
 * Beside a recorded offer: the warning when it is above the pre-approval, or the pre-approval
 * letter tailored to it ("Letter for this offer", then its download).
 */
export function OfferLetter({ application, offer, open }: { application: PurchaseApplication_ApplicationFragment; offer: Offer; open: boolean }) {
  const [write, { loading }] = useMutation(WritePurchaseOfferLetterDocument, { refetchQueries: ['purchaseApplicationsForOffers'], awaitRefetchQueries: true });
  const [errors, setErrors] = useState<string[]>([]);
  const above =
    application.preApprovalAmount == null ? null : offerAbovePreApproval(dollarsToCents(offer.price), dollarsToCents(application.preApprovalAmount));

  async function writeLetter() {
    setErrors([]);
    try {
      const result = await write({ variables: { input: { uuid: application.uuid, offerUuid: offer.uuid } } });
      setErrors((result.data?.writePurchaseOfferLetter.errors ?? []).map((e) => e.message));
    } catch {
      setErrors(['Sorry, there was a problem. Please try again later.']);
    }
  }

  if (above)
    return (
      <Alert tone="info" title="Above your pre-approval">
        {above}
      </Alert>
    );
  return (
    <div className={styles.actions}>
      {offer.letter ? (
        <a href={offer.letter.downloadUrl} download={offer.letter.name} aria-label={`Download the letter for ${offer.address}`}>
          Letter for this offer (PDF)
        </a>
      ) : open ? (
        <Button type="button" variant="secondary" busy={loading} onClick={writeLetter} aria-label={`Letter for the offer on ${offer.address}`}>
          Letter for this offer
        </Button>
      ) : null}
      {errors.length ? <Alert>{errors.join(' ')}</Alert> : null}
    </div>
  );
}
