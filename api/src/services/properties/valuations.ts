import { randomUUID } from 'node:crypto';
import { monthOf } from '#core/properties/index';
import { ValuationSourceError, type HomeValue } from '../../adapters/valuation/HomeValuationSource.js';
import { Property } from '../../models/Property.js';
import { PropertyAuditEvent } from '../../models/PropertyAuditEvent.js';
import { PropertyValuation } from '../../models/PropertyValuation.js';
import { appendLedgerEntry, type AppendResult } from './appendLedgerEntry.js';
import type { PropertyWork } from './work.js';

/** Who recorded a value by hand and why: written to the property's audit rows, never shown to the homeowner. */
export interface ValuationAudit {
  actorName: string;
  reason: string;
}

/**
 * Records a new home value: a VALUATION ledger row and the valuation with what it is based on, in
 * one transaction. A value for a source and day that already has one is a correction: the earlier
 * value is kept, marked superseded by this one, with an audit row.
 */
export async function recordValuation(
  work: PropertyWork,
  propertyUuid: string,
  valuation: { valueCents: number; basis: string; source: HomeValue['source'] | 'APPRAISAL'; asOf: string; idempotencyKey: string; recordedBy: string },
  audit?: ValuationAudit,
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
    if (!result.ok || result.replayed) return result;
    const uuid = randomUUID();
    const current = { propertyUuid, source: valuation.source, asOf: valuation.asOf };
    const earlier = await PropertyValuation.query(trx).where(current).whereNull('supersededBy').first();
    if (earlier) await PropertyValuation.query(trx).patch({ supersededBy: uuid, supersededAt: work.now() }).where({ uuid: earlier.uuid });
    await PropertyValuation.query(trx).insert({ uuid, ...current, valueCents: valuation.valueCents, basis: valuation.basis });
    const actorName = audit?.actorName ?? valuation.recordedBy;
    const details = { valuationUuid: uuid, ledgerEntryUuid: result.row.uuid, source: valuation.source, asOf: valuation.asOf, valueCents: valuation.valueCents };
    if (audit) await PropertyAuditEvent.query(trx).insert({ propertyUuid, event: 'APPRAISAL_RECORDED', actorName, reason: audit.reason, details });
    if (earlier)
      await PropertyAuditEvent.query(trx).insert({
        propertyUuid,
        event: 'VALUATION_CORRECTED',
        actorName,
        reason: audit?.reason ?? null,
        details: { ...details, supersededValuationUuid: earlier.uuid, supersededValueCents: earlier.valueCents },
      });
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
    if (await PropertyValuation.query(work.db).findOne({ propertyUuid: property.uuid, source: value.source, asOf: value.asOf }).whereNull('supersededBy'))
      continue;
    const result = await recordValuation(work, property.uuid, {
      ...value,
      idempotencyKey: `valuation:${KEY_PREFIX[value.source]}:${month}`,
      recordedBy: 'valuation-refresh',
    });
    if (result?.ok && !result.replayed) refresh.recorded += 1;
  }
  return refresh;
}
