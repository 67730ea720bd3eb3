import { monthOf } from '#core/properties/index';
import { ValuationSourceError, type HomeValue } from '../../adapters/valuation/HomeValuationSource.js';
import { Property } from '../../models/Property.js';
import { PropertyValuation } from '../../models/PropertyValuation.js';
import { appendLedgerEntry, type AppendResult } from './appendLedgerEntry.js';
import type { PropertyWork } from './work.js';

/** Records a new home value: a VALUATION ledger row and the valuation with what it is based on, in one transaction. */
export async function recordValuation(
  work: PropertyWork,
  propertyUuid: string,
  valuation: { valueCents: number; basis: string; source: HomeValue['source'] | 'APPRAISAL'; asOf: string; idempotencyKey: string; recordedBy: string },
): Promise<AppendResult | null> {
  return work.db.transaction(async (trx) => {
    const property = await Property.query(trx).findById(propertyUuid).forUpdate();
    if (!property) return null;
    const result = await appendLedgerEntry(
      trx,
      property,
      { kind: 'VALUATION', idempotencyKey: valuation.idempotencyKey, valueCents: valuation.valueCents },
      {
        equityBuilderCutoffDate: work.config.EQUITY_BUILDER_CUTOFF_DATE,
        recordedBy: valuation.recordedBy,
        description: `New home value, based on ${valuation.basis}`,
      },
    );
    if (result.ok && !result.replayed) {
      await PropertyValuation.query(trx).insert({
        propertyUuid,
        valueCents: valuation.valueCents,
        source: valuation.source,
        basis: valuation.basis,
        asOf: valuation.asOf,
      });
    }
    return result;
  });
}

/** The ledger key of a refreshed value: one per source and month, so a rerun records nothing twice. */
const KEY_PREFIX: Record<HomeValue['source'], string> = { HOUSE_PRICE_INDEX: 'index', AUTOMATED_VALUATION: 'avm' };

export interface ValuationRefresh {
  /** The configured source's name ('house-price-index', 'attom'). */
  source: string;
  recorded: number;
  /** Homes the source could not value this time (time-out, vendor error); the job retries them. */
  failed: number;
}

/**
 * The scheduled refresh: every home gets its value from the configured source (the adapters'
 * homeValuation), once per month, with what explains it ("based on …, as of …"). A home the
 * source fails on does not stop the others.
 */
export async function refreshValuations(work: PropertyWork): Promise<ValuationRefresh> {
  const source = work.adapters.homeValuation;
  const today = work.now().toISOString().slice(0, 10);
  const month = monthOf(today);
  const refresh: ValuationRefresh = { source: source.name, recorded: 0, failed: 0 };
  for (const property of await Property.query(work.db).whereNotNull('state').orderBy('uuid')) {
    if (monthOf(property.closingDate) >= month) continue;
    let value: HomeValue | null;
    try {
      value = await source.valueOf(property, today);
    } catch (error) {
      if (!(error instanceof ValuationSourceError)) throw error;
      work.logger.warn('home valuation failed', { propertyUuid: property.uuid, source: source.name, error: error.message });
      refresh.failed += 1;
      continue;
    }
    if (!value) continue;
    // An outside model may answer the same dated value again; it is already recorded.
    if (await PropertyValuation.query(work.db).findOne({ propertyUuid: property.uuid, source: value.source, asOf: value.asOf })) continue;
    const result = await recordValuation(work, property.uuid, {
      ...value,
      idempotencyKey: `valuation:${KEY_PREFIX[value.source]}:${month}`,
      recordedBy: 'valuation-refresh',
    });
    if (result?.ok && !result.replayed) refresh.recorded += 1;
  }
  return refresh;
}
