import type { ProductPreference } from './index.js';
import { productName } from './productText.js';

/** The documents Roofline writes for an approved restructure, by type. */
export type GeneratedDocumentType = 'TERM_SHEET' | 'ESTIMATE_SHEET' | 'ESTIMATE_SHEET_SAVER' | `CONTRACT_SUMMARY_${ProductPreference}` | 'OPTION_AGREEMENT';

/** The file name a generated document is listed under, the same wherever it is written. */
export function generatedDocumentName(type: GeneratedDocumentType, product: ProductPreference): string {
  switch (type) {
    case 'TERM_SHEET':
      return 'Term sheet.pdf';
    case 'ESTIMATE_SHEET':
      return 'Estimate sheet.pdf';
    case 'ESTIMATE_SHEET_SAVER':
      return 'Estimate sheet (Saver).pdf';
    case 'OPTION_AGREEMENT':
      return 'Option agreement.pdf';
    default:
      return `Contract summary (${productName(product)}).pdf`;
  }
}
