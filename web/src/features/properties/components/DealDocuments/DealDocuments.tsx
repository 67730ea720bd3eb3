import type { PropertyDashboardFieldsFragment } from '#generated/web';

const DOCUMENT_LABELS: Record<string, string> = {
  TERM_SHEET: 'Term sheet',
  OPTION_AGREEMENT: 'Option agreement',
  ESTIMATE_SHEET: 'Estimate sheet',
  ESTIMATE_SHEET_SAVER: 'Estimate sheet (saver)',
  CONTRACT_SUMMARY_KEEP: 'Contract summary',
  CONTRACT_SUMMARY_PAYOFF: 'Contract summary',
  CONTRACT_SUMMARY_SAVER: 'Contract summary',
  PRE_APPROVAL_LETTER: 'Pre-approval letter',
};

/** The deal's documents, each a download. */
export function DealDocuments({ documents }: { documents: PropertyDashboardFieldsFragment['documents'] }) {
  if (documents.length === 0) return <p>The deal’s documents will appear here once they are ready.</p>;
  return (
    <ul>
      {documents.map((document) => (
        <li key={document.uuid}>
          <a href={document.downloadUrl} download>
            {DOCUMENT_LABELS[document.type] ?? document.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
