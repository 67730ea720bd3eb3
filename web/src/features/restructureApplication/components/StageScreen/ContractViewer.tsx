import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  AcceptRestructureContractDocument,
  RecordRestructureLinkClickedDocument,
  ViewRestructureContractPageDocument,
  type RestructureApplicationDetailsFragment,
} from '#generated/web';
import { ContractReview, PAGE_NOT_RECORDED } from '#web/components/ContractReview/ContractReview';
import { contractDownloadUrl } from '../../model/generatedDocuments';
import { useStageStep } from './useStageStep';

/**
 * CONTRACT_REVIEW: the option agreement page by page as its PDF prints it (each page reported,
 * the last one marks it read), its PDF through the contract download route, and acceptance
 * with explicit consent.
 */
export function ContractViewer({ application }: { application: RestructureApplicationDetailsFragment }) {
  const [viewPage] = useMutation(ViewRestructureContractPageDocument);
  const [recordClick] = useMutation(RecordRestructureLinkClickedDocument);
  const [accept] = useMutation(AcceptRestructureContractDocument);
  const { busy, errors, run } = useStageStep();
  const agreement = application.documents.find((d) => d.type === 'OPTION_AGREEMENT' && d.isSystemUpload);
  const uuid = application.uuid;
  const onViewPage = useCallback(
    async (page: number) => {
      const result = await viewPage({ variables: { input: { uuid, page } } });
      return result.data ? (result.data.viewRestructureContractPage.errors[0]?.message ?? null) : PAGE_NOT_RECORDED;
    },
    [uuid, viewPage],
  );

  return (
    <ContractReview
      pages={application.contractPages}
      pageCount={application.contractPageCount ?? 1}
      downloadUrl={agreement ? contractDownloadUrl(uuid, agreement.uuid) : null}
      onDownload={() => void recordClick({ variables: { input: { uuid, link: 'OPTION_AGREEMENT' } } }).catch(() => undefined)}
      onViewPage={onViewPage}
      acceptance={{
        read: Boolean(application.optionAgreementViewedAt),
        busy,
        errors,
        onAccept: () => void run(async () => (await accept({ variables: { input: { uuid } } })).data?.acceptRestructureContract),
      }}
    />
  );
}
