export { deleteDocument, listApplicationDocuments, ownedDocument, uploadDocument, uploadDocumentReplacement } from './documents.js';
export { findDownload, openDocumentBytes } from './downloads.js';
export { registerDocumentApplicationKind, type DocumentApplicationKind } from './applications.js';
export { storeSystemDocument, type SystemDocumentInput } from './systemDocuments.js';
export { downloadUrlOf } from './documentView.js';
