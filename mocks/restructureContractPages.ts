import { dpToPercent, OPTION_AGREEMENT_CLAUSES, type PartnershipTerms } from '#core/partnership/index';
import { SETTLEMENT_SCENARIO_HEADING, settlementScenarioColumns, settlementScenarios } from '#core/partnership/dealDocumentFigures';
import { formatCents } from '#core/partnership/formatCents';
import { formatPercent } from '#core/percent/formatPercent';
import { contractFigure as figure, contractLine as line, contractTableRow as row } from './contractLines';

// The mocks' option agreement, page by page as the contract screen shows it: the approved
// figures on the first two pages and the clauses core/ holds on the third. The server's pages
// are those of the PDF it lays out (api/src/pdf/renderFiguresDocument.ts).

/** The settlement at −20% … +50% of the agreed value, as core computes it for the PDF's table. */
const scenarioTable = (terms: PartnershipTerms) => [
  line('HEADING', SETTLEMENT_SCENARIO_HEADING),
  row('TABLE_HEADER', settlementScenarioColumns('You')),
  ...settlementScenarios(terms).map((scenario) =>
    row('TABLE_ROW', [scenario.changeLabel, formatCents(scenario.valueCents), formatCents(scenario.rooflineCents), formatCents(scenario.homeownerCents)]),
  ),
];

export function mockContractPages(terms: PartnershipTerms, address: string) {
  return [
    [
      line('TITLE', 'Option agreement'),
      line('SUBTITLE', address),
      line('HEADING', 'The deal'),
      figure('Original agreed value', formatCents(terms.agreedValueCents)),
      figure('Cash to you at closing', formatCents(terms.cashToHomeownerCents)),
      figure('Mortgage paid off at closing', formatCents(terms.mortgagePayoffCents)),
      figure('Designated percentage', formatPercent(dpToPercent(terms.designatedPercentage))),
    ],
    [
      line('HEADING', 'Each month'),
      figure('Usage fee', formatCents(terms.usageFeeCents)),
      figure('Reduction payment', formatCents(terms.reductionPaymentCents)),
      figure('Monthly payment', formatCents(terms.monthlyPaymentCents)),
      line('HEADING', 'Exhibit C'),
      figure('Original agreed value', formatCents(terms.agreedValueCents)),
      figure('Monthly reduction payment limit', formatCents(terms.monthlyReductionPaymentLimitCents)),
      ...scenarioTable(terms),
    ],
    OPTION_AGREEMENT_CLAUSES.map((clause) => line('NOTE', clause)),
  ];
}
