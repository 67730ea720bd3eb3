import { useMutation } from '@apollo/client/react';
import { DOCUMENT_TYPE_LABELS, type DocumentType as CoreDocumentType } from '#core/documents/index';
import { dollarsToCents } from '#core/partnership/index';
import { requiredDocuments, type RestructureApplicationRecord } from '#core/restructureApplication/index';
import { CompleteRestructureUploadsDocument, type DocumentType, type RestructureApplicationDetailsFragment } from '#generated/web';
import { Alert } from '#web/components/Alert/Alert';
import { DocumentUpload, UploadsDoneButton, UploadsInFlightProvider } from '#web/features/documents/index';
import { LinkedInvestments } from './LinkedInvestments';
import { useStageStep } from './useStageStep';
import styles from './StageScreens.module.css';

type Application = Pick<
  RestructureApplicationDetailsFragment,
  'uuid' | 'stage' | 'mortgageBalance' | 'hasSecondLoan' | 'incomeSource' | 'missingDocuments' | 'documents'
>;

/** The documents the review needs for these answers (core/restructureApplication's rule). */
export function documentsAskedFor(application: Application): string[] {
  const record = {
    mortgageBalanceCents: dollarsToCents(application.mortgageBalance ?? 0),
    hasSecondLoan: application.hasSecondLoan,
    incomeSource: application.incomeSource,
  } as RestructureApplicationRecord;
  return requiredDocuments(record);
}

/**
 * DOCUMENT_UPLOAD and APPROVAL_MORE_INFO: an upload panel for each document asked for (what the
 * review found missing first), then the applicant says they are done and the review runs.
 */
export function DocumentsStep({ application }: { application: Application }) {
  const [complete] = useMutation(CompleteRestructureUploadsDocument);
  const { busy, errors, run } = useStageStep();
  const asked = documentsAskedFor(application);
  const missing = application.missingDocuments;
  const ordered = [...missing, ...asked.filter((type) => !missing.includes(type))];
  const uploaded = new Set<string>(application.documents.filter((d) => !d.isSystemUpload).map((d) => d.type));
  const moreInfo = application.stage === 'APPROVAL_MORE_INFO';

  return (
    <UploadsInFlightProvider>
      <section className={styles.card} aria-labelledby="documents-title">
        <h2 id="documents-title">{moreInfo ? 'Documents still to upload' : 'Documents we need'}</h2>
        <p className={styles.lead}>
          {moreInfo
            ? 'The review found some documents missing. Upload them below, then let us know and the review picks up where it left off.'
            : 'We review your application with these documents. Upload each one, then tell us you are done; the review usually takes a few minutes.'}
        </p>
        {moreInfo && missing.length > 0 ? (
          <Alert tone="info" title="Still missing">
            <ul>
              {missing.map((type) => (
                <li key={type}>{DOCUMENT_TYPE_LABELS[type as CoreDocumentType] ?? type}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        <div className={styles.uploads}>
          {ordered.map((type) => (
            <DocumentUpload
              key={type}
              applicationType="RESTRUCTURE"
              applicationUuid={application.uuid}
              documentType={type as DocumentType}
              heading={DOCUMENT_TYPE_LABELS[type as CoreDocumentType] ?? type}
              description={uploaded.has(type) ? 'Received. You can add another file if it has more pages.' : undefined}
            />
          ))}
        </div>
        {errors.length > 0 ? (
          <Alert title="We couldn’t start the review">
            {errors.map((e) => (
              <p key={e.code}>{e.message}</p>
            ))}
          </Alert>
        ) : null}
        <div className={styles.actions}>
          <span>
            {ordered.filter((type) => !uploaded.has(type)).length === 0
              ? 'Every document asked for is here.'
              : 'Upload what you have; the review tells you if anything is missing.'}
          </span>
          <UploadsDoneButton
            busy={busy}
            onClick={() => void run(async () => (await complete({ variables: { input: { uuid: application.uuid } } })).data?.completeRestructureUploads)}
          >
            I’ve uploaded my documents
          </UploadsDoneButton>
        </div>
      </section>
      <LinkedInvestments uuid={application.uuid} />
    </UploadsInFlightProvider>
  );
}
