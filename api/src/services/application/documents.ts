import type { Knex } from 'knex';
import { formatCents } from '#core/partnership/formatCents';
import type { ExhibitCFields } from '#core/partnership/exhibitC';
import { formatContractPercent } from '#core/percent/formatPercent';
import { Document } from '../../models/Document.js';
import type { FiguresSection } from '../../pdf/renderFiguresDocument.js';

// What every application's generated documents share: their dates, Exhibit C, the option agreement.

/** A decision's date as the documents print it: 'June 5, 2026'. */
export const longDate = (date: Date) => date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Exhibit C's figures, as every option agreement and term sheet prints them. */
export function exhibitCSection(fields: ExhibitCFields): FiguresSection {
  return {
    heading: 'Exhibit C',
    figures: [
      { label: 'Original agreed value', value: formatCents(fields.originalAgreedValue) },
      { label: 'Monthly reduction payment limit', value: formatCents(fields.monthlyReductionPaymentLimit) },
      { label: 'Original designated percentage', value: formatContractPercent(fields.originalDesignatedPercentage) },
      { label: 'Maximum additional option payment', value: `${formatContractPercent(fields.maxAddlOptionPaymentPercentage)} of the current value` },
      { label: 'Maximum monthly equity purchase', value: formatCents(fields.maxMonthlyEquityPurchaseLimit) },
      { label: 'Recurring purchase scheduled', value: fields.recurringPurchaseScheduled ? 'Yes' : 'No' },
    ],
  };
}

/** The application's generated option agreement, once written. */
export async function optionAgreementOf(db: Knex, applicationType: 'PURCHASE' | 'RESTRUCTURE', applicationUuid: string): Promise<Document | undefined> {
  return Document.query(db).findOne({ applicationType, applicationUuid, type: 'OPTION_AGREEMENT', isSystemUpload: true });
}
