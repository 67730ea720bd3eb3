import { formatCents } from '#core/partnership/formatCents';
import { formatContractPercent } from '#core/percent/formatPercent';
import { PURCHASE_OPTION_AGREEMENT_CLAUSES, type OfferFigures } from '#core/purchaseApplication/index';
import type { ContractPageLine } from '#core/purchaseApplication/index';
import { contractFigure as figure, contractLine as line } from './contractLines';

// The mocks' purchase option agreement, page by page as the closing screen shows it: the deal
// and the final Exhibit C on the first page, the clauses core/purchaseApplication holds on the second. The
// server's pages are those of the PDF it lays out (api/src/pdf/renderFiguresDocument.ts).

export function mockPurchaseContractPages(figures: OfferFigures, contractPriceCents: number, address: string): ContractPageLine[][] {
  const { deal, exhibitC } = figures;
  return [
    [
      line('TITLE', 'Option agreement'),
      line('SUBTITLE', address),
      line('HEADING', 'The deal'),
      figure('Contract price', formatCents(contractPriceCents)),
      figure('Buyers’ funds to close', formatCents(deal.buyerFundsToCloseCents)),
      figure('Roofline’s purchase', formatCents(deal.terms.purchaseCents)),
      figure('Monthly payment', formatCents(deal.terms.monthlyPaymentCents)),
      line('HEADING', 'Exhibit C'),
      figure('Original agreed value', formatCents(exhibitC.originalAgreedValue)),
      figure('Monthly reduction payment limit', formatCents(exhibitC.monthlyReductionPaymentLimit)),
      figure('Original designated percentage', formatContractPercent(exhibitC.originalDesignatedPercentage)),
    ],
    PURCHASE_OPTION_AGREEMENT_CLAUSES.map((clause) => line('NOTE', clause)),
  ];
}
