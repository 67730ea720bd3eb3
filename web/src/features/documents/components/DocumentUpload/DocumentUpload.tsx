import { useCallback, useId, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import {
  ApplicationDocumentsDocument,
  DeleteDocumentDocument,
  UploadDocumentDocument,
  type DocumentApplicationType,
  type DocumentList_DocumentFragment,
  type DocumentType,
} from '#generated/web';
import { LoadFailure } from '#web/components/LoadFailure/LoadFailure';
import { LoadingPlaceholder } from '#web/components/LoadingPlaceholder/LoadingPlaceholder';
import { Alert } from '#web/components/Alert/Alert';
import { DocumentUploadPanel, type PendingUpload } from '../DocumentUploadPanel/DocumentUploadPanel';
import { ACCEPTED_FILES, browserRefusal, MAX_DOCUMENT_BYTES } from '../../model/uploadLimits';
import { useReportUploadsInFlight } from '../../model/uploadsInFlight';
import { SOMETHING_WENT_WRONG } from '#core/apiErrors/messages';

export interface DocumentUploadProps {
  applicationType: DocumentApplicationType;
  applicationUuid: string;
  documentType: DocumentType;
  heading: string;
  description?: string;
}

/**
 * Upload widget for one requested document type: a drop zone (or file picker), each file's
 * progress and, when refused, the server's reason with a retry; then the list of what is kept,
 * each downloadable and removable. Files go up one per uploadDocument operation.
 */
export function DocumentUpload({ applicationType, applicationUuid, documentType, heading, description }: DocumentUploadProps) {
  const id = useId();
  const { data, loading, error, refetch } = useQuery(ApplicationDocumentsDocument, { variables: { applicationType, applicationUuid } });
  const [uploadDocument] = useMutation(UploadDocumentDocument);
  const [deleteDocument] = useMutation(DeleteDocumentDocument);
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [removingUuid, setRemovingUuid] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const files = useRef(new Map<string, File>());
  useReportUploadsInFlight(id, pending.filter((item) => item.status === 'uploading').length);

  const update = (uploadId: string, change: Partial<PendingUpload>) =>
    setPending((items) => items.map((item) => (item.id === uploadId ? { ...item, ...change } : item)));

  const send = useCallback(
    async (uploadId: string, file: File) => {
      update(uploadId, { status: 'uploading', progress: null, error: undefined });
      try {
        const result = await uploadDocument({
          variables: { input: { applicationType, applicationUuid, type: documentType, file } },
          context: {
            fetchOptions: { onUploadProgress: (loaded: number, total: number) => update(uploadId, { progress: Math.round((loaded / total) * 100) }) },
          },
        });
        const payload = result.data?.uploadDocument;
        if (payload?.document) {
          files.current.delete(uploadId);
          setPending((items) => items.filter((item) => item.id !== uploadId));
          setAnnouncement(`${payload.document.name} uploaded.`);
          await refetch();
          return;
        }
        // A refusal is final for this file (another file is needed); anything else may pass on a retry.
        const refusal = payload?.errors[0]?.message;
        update(uploadId, { status: 'failed', error: refusal ?? SOMETHING_WENT_WRONG, canRetry: !refusal });
      } catch {
        update(uploadId, { status: 'failed', error: SOMETHING_WENT_WRONG, canRetry: true });
      }
    },
    [applicationType, applicationUuid, documentType, refetch, uploadDocument],
  );

  const onDrop = useCallback(
    (accepted: File[], rejected: FileRejection[]) => {
      const added: PendingUpload[] = [
        ...accepted.map((file) => ({ id: crypto.randomUUID(), name: file.name, size: file.size, status: 'uploading' as const, progress: null })),
        ...rejected.map(({ file, errors }) => ({
          id: crypto.randomUUID(),
          name: file.name,
          size: file.size,
          status: 'failed' as const,
          progress: null,
          error: browserRefusal(errors[0]?.code ?? ''),
          canRetry: false,
        })),
      ];
      setPending((items) => [...items, ...added]);
      accepted.forEach((file, index) => {
        const uploadId = added[index]!.id;
        files.current.set(uploadId, file);
        void send(uploadId, file);
      });
    },
    [send],
  );

  const { getRootProps, getInputProps, isDragActive } = useDropzone({ onDrop, accept: ACCEPTED_FILES, maxSize: MAX_DOCUMENT_BYTES, multiple: true });

  async function remove(document: DocumentList_DocumentFragment) {
    setRemovingUuid(document.uuid);
    setRemoveError(null);
    try {
      const result = await deleteDocument({ variables: { input: { documentUuid: document.uuid } } });
      const refusal = result.data?.deleteDocument.errors[0]?.message;
      if (refusal || !result.data?.deleteDocument.deletedDocumentUuid) {
        setRemoveError(refusal ?? SOMETHING_WENT_WRONG);
        return;
      }
      setAnnouncement(`${document.name} removed.`);
      await refetch();
    } catch {
      setRemoveError(SOMETHING_WENT_WRONG);
    } finally {
      setRemovingUuid(null);
    }
  }

  if (loading && !data) return <LoadingPlaceholder label={`Loading your ${heading.toLowerCase()} files…`} />;
  if (error && !data) return <LoadFailure what={`your ${heading.toLowerCase()} files`} onRetry={refetch} />;
  const documents = (data?.applicationDocuments ?? []).filter((document) => document.type === documentType);

  return (
    <>
      {removeError ? <Alert>{removeError}</Alert> : null}
      <DocumentUploadPanel
        id={id}
        heading={heading}
        description={description}
        documents={documents}
        pending={pending}
        dragActive={isDragActive}
        rootProps={getRootProps()}
        inputProps={getInputProps()}
        removingUuid={removingUuid}
        announcement={announcement}
        onRetry={(uploadId) => {
          const file = files.current.get(uploadId);
          if (file) void send(uploadId, file);
        }}
        onDismiss={(uploadId) => {
          files.current.delete(uploadId);
          setPending((items) => items.filter((item) => item.id !== uploadId));
        }}
        onRemove={(document) => void remove(document)}
      />
    </>
  );
}
