import type { AppConfig } from '../config.js';
import type { DocumentStore } from './documentStore/DocumentStore.js';
import { createDocumentStore } from './documentStore/createDocumentStore.js';
import type { MalwareScanner } from './malwareScanner/MalwareScanner.js';
import { createMalwareScanner } from './malwareScanner/createMalwareScanner.js';

/** The document store and the malware scanner, each chosen by configuration. */
export interface DocumentAdapters {
  documentStore: DocumentStore;
  malwareScanner: MalwareScanner;
}

export function createDocumentAdapters(config: AppConfig): DocumentAdapters {
  return { documentStore: createDocumentStore(config), malwareScanner: createMalwareScanner(config) };
}
