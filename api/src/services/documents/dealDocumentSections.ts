import { formatCents } from '#core/money/formatMoney';
import {
  DEAL_TERM,
  scheduledBuyBack,
  SETTLEMENT_RULE,
  SETTLEMENT_SCENARIO_HEADING,
  settlementScenarioColumns,
  settlementScenarios,
} from '#core/partnership/dealDocumentFigures';
import { dpToPercent } from '#core/partnership/fixedPoint';
import type { PartnershipTerms } from '#core/partnership/model';
import { formatPercent } from '#core/percent/formatPercent';
import type { FiguresSection, SignatureBlock } from '../../pdf/renderFiguresDocument.js';

// The parts every deal document shares (term sheet, estimate sheets, option agreements), from
// core's model: how long the deal runs and how it settles, and what each side receives if the
// home's value changes. The documents' own figures stay in their services.

/** The deal's term and settlement rule. */
export function termAndSettlement(terms: PartnershipTerms): FiguresSection {
  return {
    heading: 'Term and settlement',
    figures: [
      { label: 'Term', value: DEAL_TERM },
      { label: 'Scheduled buy-back', value: scheduledBuyBack(terms) ?? 'None: no reduction payment is scheduled' },
      { label: 'At a sale or settlement', value: `Roofline receives ${formatPercent(dpToPercent(terms.designatedPercentage))} of the home’s value` },
      { label: 'Cap on Roofline’s share', value: 'None' },
    ],
  };
}

/** What Roofline's share is worth and what the owners keep, the agreed value moved −20% … +50%. */
export function settlementScenarioTable(terms: PartnershipTerms, owners = 'You'): FiguresSection {
  return {
    heading: SETTLEMENT_SCENARIO_HEADING,
    figures: [],
    table: {
      columns: settlementScenarioColumns(owners),
      rows: settlementScenarios(terms).map((row) => [
        row.changeLabel,
        formatCents(row.valueCents),
        formatCents(row.rooflineCents),
        formatCents(row.homeownerCents),
      ]),
    },
  };
}

/** The settlement rule and how to read the table, for a document's notes. */
export function settlementNotes(terms: PartnershipTerms): string[] {
  const mortgage = terms.remainingMortgageCents > 0 ? '; what is kept is before paying off the mortgage that stays on the home' : '';
  return [
    SETTLEMENT_RULE,
    `The table settles today’s designated percentage at the agreed value moved by each change, before any reduction payments or additional purchases lower it${mortgage}.`,
  ];
}

export const ROOFLINE_SIGNER: SignatureBlock = { name: 'Roofline', role: 'authorized signer' };
