import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DOCUMENT_TYPE_LABELS, type DocumentType } from '#core/documents/index';
import { PurchaseApplicationsForOffersDocument, SubmitPurchaseOffersDocument, type PurchaseApplication_ApplicationFragment } from '#generated/web';
import { Alert } from '#web/components/Alert/Alert';
import { Button } from '#web/components/Button/Button';
import { PageContainer } from '#web/components/PageContainer/PageContainer';
import { QueryStates } from '#web/components/QueryStates/QueryStates';
import { formatMoney } from '#web/lib/format';
import { DocumentUpload } from '../../documents/index';
import { ExhibitCTable } from '../components/ExhibitCTable/ExhibitCTable';
import { OFFER_STATUS_LABELS, OfferForm, type OfferDraft } from '../components/OfferForm/OfferForm';
import { OfferLetter } from '../components/OfferLetter/OfferLetter';
import { purchaseApplicationPath } from '../model/purchaseLinks';
import { StageSteps } from '../components/StageStatus/StageStatus';
import { useNetworkOnly } from '#web/app/ssr/useNetworkOnly';
import styles from '../model/PurchaseApplication.module.css';

const OFFER_STAGES = new Set(['MY_OFFERS', 'APPRAISAL_AND_SERVICES', 'CLOSING', 'CLOSED']);

function Offers({ application }: { application: PurchaseApplication_ApplicationFragment }) {
  const [editing, setEditing] = useState<OfferDraft | null>(null);
  const [submit, { loading }] = useMutation(SubmitPurchaseOffersDocument);
  const [errors, setErrors] = useState<string[]>([]);
  const open = application.stage === 'MY_OFFERS';
  const accepted = application.offers.find((offer) => offer.uuid === application.acceptedOfferUuid);

  async function sendToAppraisal() {
    setErrors([]);
    try {
      const result = await submit({ variables: { input: { uuid: application.uuid } } });
      setErrors((result.data?.submitPurchaseOffers.errors ?? []).map((e) => e.message));
    } catch {
      setErrors(['Sorry, there was a problem. Please try again later.']);
    }
  }

  return (
    <>
      <StageSteps stage={application.stage} />
      <p className={styles.lead}>
        You’re pre-approved up to {formatMoney(application.preApprovalAmount ?? 0)}.{' '}
        <Link to={purchaseApplicationPath(application.uuid)}>See your application</Link>
      </p>
      <section className={styles.panel} aria-labelledby="offers-title">
        <h2 id="offers-title">Your offers</h2>
        {application.offers.length === 0 ? (
          <p className={styles.muted}>No offers yet. Record each offer you make, and mark the one the seller accepts.</p>
        ) : null}
        <ul className={styles.list}>
          {application.offers.map((offer) => (
            <li key={offer.uuid} className={styles.listItem}>
              <span>
                {offer.address} · {formatMoney(offer.price)} · <strong>{OFFER_STATUS_LABELS[offer.status]}</strong>
              </span>
              {open ? (
                <Button
                  type="button"
                  variant="ghost"
                  onClick={() => setEditing({ offerUuid: offer.uuid, address: offer.address, price: String(offer.price), status: offer.status })}
                  aria-label={`Change the offer on ${offer.address}`}
                >
                  Change
                </Button>
              ) : null}
              <OfferLetter application={application} offer={offer} open={open} />
            </li>
          ))}
        </ul>
        {open && !editing ? (
          <Button type="button" variant="secondary" onClick={() => setEditing({ offerUuid: null, address: '', price: '', status: 'SUBMITTED' })}>
            Record an offer
          </Button>
        ) : null}
      </section>
      {editing ? <OfferForm key={editing.offerUuid ?? 'new'} application={application} initial={editing} onDone={() => setEditing(null)} /> : null}
      {accepted && application.exhibitCFields ? (
        <section className={styles.panel} aria-labelledby="accepted-title">
          <h2 id="accepted-title">Accepted: {accepted.address}</h2>
          <ExhibitCTable fields={application.exhibitCFields} />
          {open ? (
            <>
              <p className={styles.lead}>
                Upload the signed purchase agreement{application.applicationValues.earnestMoney === 'DEPOSITED' ? ' and the earnest money receipt' : ''}, then
                send your offer to appraisal.
              </p>
              <div className={styles.grid}>
                {application.requiredDocuments.map((type) => (
                  <DocumentUpload
                    key={type}
                    applicationType="PURCHASE"
                    applicationUuid={application.uuid}
                    documentType={type as DocumentType}
                    heading={DOCUMENT_TYPE_LABELS[type as DocumentType] ?? type}
                  />
                ))}
              </div>
              {errors.length ? <Alert>{errors.join(' ')}</Alert> : null}
              <div className={styles.actions}>
                <Button type="button" busy={loading} onClick={sendToAppraisal}>
                  Send to appraisal
                </Button>
              </div>
            </>
          ) : (
            <Link to={purchaseApplicationPath(application.uuid)}>Continue with appraisal and closing</Link>
          )}
        </section>
      ) : null}
    </>
  );
}

/** /purchase/offers: the offers of the buyer's pre-approved purchase and the accepted one's figures. */
export default function PurchaseOffersPage() {
  const query = useQuery(PurchaseApplicationsForOffersDocument, useNetworkOnly());
  return (
    <PageContainer title="My offers" description="The offers you have made with your Roofline pre-approval.">
      <div className={styles.page}>
        <h1>My offers</h1>
        <QueryStates
          query={query}
          select={(data) => data.purchaseApplications.find((application) => application.party === 'APPLICANT' && OFFER_STAGES.has(application.stage)) ?? null}
          what="your offers"
          loadingLabel="Loading your offers…"
          empty={
            <Alert tone="info" title="No pre-approval yet">
              <p>Offers open once you are pre-approved and have accepted its terms.</p>
              <Link to="/purchase/create-account">Start a partner purchase</Link>
            </Alert>
          }
        >
          {(application) => <Offers application={application} />}
        </QueryStates>
      </div>
    </PageContainer>
  );
}
