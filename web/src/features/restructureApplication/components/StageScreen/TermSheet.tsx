import { useMutation } from '@apollo/client/react';
import { DOCUMENT_TYPE_LABELS, type DocumentType } from '#core/documents/index';
import { RecordRestructureLinkClickedDocument, type RestructureApplicationDetailsFragment } from '#generated/web';
import { formatMoney, formatPercent } from '#web/lib/format';
import { PRODUCT_TEXT, SAVER_ESTIMATE_LABEL } from '#core/partnership/index';
import { approvedTerms } from '../../model/approvedTerms';
import { dealFigures } from '../../model/dealFigures';
import { FigureList } from './FigureList';
import { linkOf } from '../../model/generatedDocuments';
import { useFormatMoment } from '#web/lib/dates';
import styles from './StageScreens.module.css';

/** The approved offer: the headline figures, the term sheet's figures with Exhibit C, and the generated documents. */
export function TermSheet({ application }: { application: RestructureApplicationDetailsFragment }) {
  const [recordClick] = useMutation(RecordRestructureLinkClickedDocument);
  const formatMoment = useFormatMoment();
  const approved = approvedTerms(application);
  const generated = application.documents.filter((d) => d.isSystemUpload);
  const product = application.productPreference ?? 'PAYOFF';

  return (
    <section className={styles.card} aria-labelledby="offer-title">
      <p className={styles.kicker}>Your offer · {PRODUCT_TEXT[product].name}</p>
      <h2 id="offer-title">You’re approved</h2>
      <dl className={styles.figures}>
        <div>
          <dt>Cash to you</dt>
          <dd>{formatMoney(application.approvedCashOutAmount ?? 0)}</dd>
        </div>
        <div>
          <dt>Monthly payment</dt>
          <dd>{formatMoney(application.monthlyPayment ?? 0)}</dd>
        </div>
        <div>
          <dt>{SAVER_ESTIMATE_LABEL}</dt>
          <dd>{formatMoney(application.estimatedMonthlyPaymentSaver ?? 0)}</dd>
        </div>
        <div>
          <dt>Roofline’s share</dt>
          <dd>
            {application.designatedPercentage === null || application.designatedPercentage === undefined
              ? '—'
              : formatPercent(application.designatedPercentage, true)}
          </dd>
        </div>
      </dl>
      {approved ? (
        <details>
          <summary>Term sheet figures and Exhibit C</summary>
          {dealFigures(approved.terms, approved.exhibitC).map((group) => (
            <FigureList key={group.heading} group={group} />
          ))}
        </details>
      ) : null}
      {generated.length > 0 ? (
        <>
          <h3>Your documents</h3>
          <ul className={styles.links}>
            {generated.map((document) => {
              const link = linkOf(document.type);
              return (
                <li key={document.uuid}>
                  <a
                    href={document.downloadUrl}
                    target="_blank"
                    rel="noreferrer"
                    onClick={() => {
                      if (link) void recordClick({ variables: { input: { uuid: application.uuid, link } } }).catch(() => undefined);
                    }}
                  >
                    {DOCUMENT_TYPE_LABELS[document.type as DocumentType] ?? document.name} (PDF)
                  </a>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {/* Open only while the contract waits to be accepted; afterwards these are the agreed terms. */}
      {application.stage === 'CONTRACT_REVIEW' ? (
        <p className={styles.lead}>This offer is open until {formatMoment(application.expirationDate, 'day')}.</p>
      ) : (
        <p className={styles.lead}>You accepted this offer: these are the terms of your partnership.</p>
      )}
    </section>
  );
}
