import { checkBuyIn, checkCashOut, dpToPercent, LIFETIME_CASH_OUT_LIMIT_CENTS, shareValue } from '#core/partnership/index';
import {
  homeownerEquity,
  isStaffRecorded,
  monthlyPaymentAt,
  nextPaymentDate,
  ownershipHistory,
  staffEntryDescription,
  whatIfSales,
  type MonthlyPayment,
} from '#core/properties/index';
import { centsToDollars } from '#core/money/cents';
import type { DealType, EquityLedgerEntryKind, PropertyViewerRole, ValuationSource } from '#generated/server';
import type { Property } from '../../models/Property.js';
import type { PropertyLedgerEntry } from '../../models/PropertyLedgerEntry.js';
import { PropertyValuation } from '../../models/PropertyValuation.js';
import type { ServiceContext } from '../context.js';
import { ledgerEntryOf, LedgerUnverifiedError, loadLedger } from './ledgerStore.js';

export const paymentSplitOf = (payment: MonthlyPayment) => ({
  usageFee: centsToDollars(payment.usageFeeCents),
  reductionPayment: centsToDollars(payment.reductionPaymentCents),
  additionalEquity: centsToDollars(payment.additionalEquityCents),
  total: centsToDollars(payment.totalCents),
});

export const ledgerEntryView = (row: PropertyLedgerEntry) => ({
  uuid: row.uuid,
  kind: row.kind as EquityLedgerEntryKind,
  amount: centsToDollars(row.amountCents),
  homeValue: centsToDollars(row.valueCents),
  designatedPercentageBefore: dpToPercent(row.dpBefore),
  designatedPercentageAfter: dpToPercent(row.dpAfter),
  // A row staff recorded says so in fixed words: their name and note stay in the ops audit (older rows carried them).
  description: isStaffRecorded(row.recordedBy) ? staffEntryDescription(row.kind) : row.description,
  recordedAt: row.createdAt,
});

/** What the dashboard resolvers receive: every figure computed, the documents left to their resolver. */
export type PropertyDashboardView = Awaited<ReturnType<typeof dashboardViewOf>>;

/** The dashboard's figures from the replayed ledger: nothing here is stored, all of it derived. */
export async function dashboardViewOf(ctx: ServiceContext, property: Property, viewerRole: PropertyViewerRole) {
  const [{ figures, deal, rows, balances }, valuation] = await Promise.all([
    loadLedger(ctx.db, property, ctx.config.EQUITY_BUILDER_CUTOFF_DATE).catch((error: unknown) => {
      // A broken chain is tampering or a fault staff must look at now: an alert, not a share that is silently wrong.
      if (error instanceof LedgerUnverifiedError)
        ctx.logger.error('ALERT: equity ledger failed its integrity check', { propertyUuid: property.uuid, detail: error.detail });
      throw error;
    }),
    // The value recorded last is the one the ledger uses (an outside model's value may be dated before an earlier record's).
    PropertyValuation.query(ctx.db)
      .where({ propertyUuid: property.uuid })
      .whereNull('supersededBy')
      .orderBy('createdAt', 'desc')
      .orderBy('asOf', 'desc')
      .first(),
  ]);
  const today = ctx.now().toISOString().slice(0, 10);
  const mortgage = property.mortgageBalanceCents;
  // The largest amount each limit allows now: the refusal of an impossible amount carries it.
  const oneTime = checkBuyIn(deal, balances, Number.MAX_SAFE_INTEGER, 'ONE_TIME')?.maxAllowedCents ?? 0;
  const recurring = checkBuyIn(deal, balances, Number.MAX_SAFE_INTEGER, 'MONTHLY_RECURRING')?.maxAllowedCents ?? 0;
  const cashOut = checkCashOut(balances, Number.MAX_SAFE_INTEGER, mortgage)?.maxAllowedCents ?? 0;
  const history = ownershipHistory(
    figures,
    rows.map((row) => ({ ...ledgerEntryOf(row), date: row.createdAt.toISOString().slice(0, 10) })),
  );
  return {
    uuid: property.uuid,
    dealType: property.dealType as DealType,
    viewerRole,
    sourceApplicationUuid: property.sourceApplicationUuid,
    address: property.address,
    closingDate: property.closingDate,
    homeValue: {
      value: centsToDollars(balances.currentValueCents),
      source: (valuation?.source ?? 'CLOSING') as ValuationSource,
      basis: valuation?.basis ?? 'the agreed value at closing',
      asOf: valuation?.asOf ?? property.closingDate,
    },
    designatedPercentage: dpToPercent(balances.dp),
    rooflineShareValue: centsToDollars(shareValue(balances.dp, balances.currentValueCents)),
    homeownerEquity: centsToDollars(homeownerEquity(balances, mortgage)),
    mortgageBalance: centsToDollars(mortgage),
    monthlyPayment: paymentSplitOf(monthlyPaymentAt(figures, balances)),
    nextPaymentDate: nextPaymentDate(property.paymentDay, property.closingDate, today),
    recurringBuyIn: centsToDollars(property.recurringBuyInCents),
    ownerUuid: property.ownerUuid,
    recurringBuyInPaymentMethodUuid: property.recurringBuyInPaymentMethodUuid,
    lifetimeCashOut: centsToDollars(balances.lifetimeCashOutCents),
    exhibitCFields: {
      originalAgreedValue: centsToDollars(figures.exhibitC.originalAgreedValue),
      monthlyReductionPaymentLimit: centsToDollars(figures.exhibitC.monthlyReductionPaymentLimit),
      originalDesignatedPercentage: figures.exhibitC.originalDesignatedPercentage,
      maxAddlOptionPaymentPercentage: figures.exhibitC.maxAddlOptionPaymentPercentage,
      maxMonthlyEquityPurchaseLimit: centsToDollars(figures.exhibitC.maxMonthlyEquityPurchaseLimit),
      recurringPurchaseScheduled: figures.exhibitC.recurringPurchaseScheduled,
    },
    limits: {
      oneTimeBuyIn: centsToDollars(oneTime),
      recurringBuyIn: centsToDollars(recurring),
      cashOut: centsToDollars(cashOut),
      lifetimeCashOutRemaining: centsToDollars(Math.max(0, LIFETIME_CASH_OUT_LIMIT_CENTS - balances.lifetimeCashOutCents)),
    },
    ledger: rows.map(ledgerEntryView).reverse(),
    ownershipHistory: history.map((point) => ({
      date: point.date,
      designatedPercentage: dpToPercent(point.dpUnits),
      homeValue: centsToDollars(point.valueCents),
    })),
    whatIf: whatIfSales(balances, mortgage).map((sale) => ({
      scenario: sale.scenario,
      saleValue: centsToDollars(sale.saleValueCents),
      rooflineShare: centsToDollars(sale.rooflineCents),
      mortgagePayoff: centsToDollars(sale.mortgagePayoffCents),
      homeownerNet: centsToDollars(sale.homeownerNetCents),
    })),
  };
}
