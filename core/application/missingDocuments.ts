/** The required document types the applicant has not uploaded yet: generated documents do not count. */
export function missingUploads<Type extends string>(required: readonly Type[], documents: ReadonlyArray<{ type: string; isSystemUpload: boolean }>): Type[] {
  const uploaded = new Set(documents.filter((document) => !document.isSystemUpload).map((document) => document.type));
  return required.filter((type) => !uploaded.has(type));
}
