// Staff commands on properties through `npm run ops`: an appraiser's value, and (with the direct
// equity transactions flag) a buy-in or cash-out recorded by staff without the payment step.
import { parseArgs } from 'node:util';
import type { LedgerRequest } from '#core/partnership/index';
import { parseMoneyCents } from '#core/money/parseDollars';
import { decimalDollars } from '#core/money/formatMoney';
import { APPRAISAL_BASIS, staffEntryDescription, staffRecorder } from '#core/properties/index';
import { Property } from '../../models/Property.js';
import { PropertyAuditEvent } from '../../models/PropertyAuditEvent.js';
import { PropertyValuation } from '../../models/PropertyValuation.js';
import { appendLedgerEntry } from './appendLedgerEntry.js';
import { LedgerUnverifiedError, verifiedLedgerRows } from './ledgerStore.js';
import { recordValuation } from './valuations.js';
import type { PropertyWork } from './work.js';

export const PROPERTY_OPS_USAGE = `Properties:
  appraisal <propertyUuid> --value <dollars> --reason <why>
                                                An appraiser's value: a VALUATION ledger row, shown as "based on an
                                                independent appraisal"; a second value the same day corrects the first.
                                                Who and why stay in the property's audit rows.
  equity-transfer <propertyUuid> --kind BUY_IN|CASH_OUT --amount <dollars> --reason <why>
                                                A transfer staff arranged outside the app, with no payment step
                                                (only with FEATURE_DIRECT_EQUITY_TRANSACTIONS=true).
  ledger verify <propertyUuid>                  Checks the equity ledger's hash chain: OK, or the first broken row.`;

export const PROPERTY_OPS_COMMANDS: ReadonlySet<string> = new Set(['appraisal', 'equity-transfer']);

interface OpsValues {
  value?: string;
  kind?: string;
  amount?: string;
}

/** An amount typed on the command line, read as every money field reads it; zero is no amount. */
const cents = (text: string | undefined) => {
  const amount = text === undefined ? null : parseMoneyCents(text);
  return amount ? amount : null;
};

/** One property command; exit code 0 done, 1 refused, 2 usage. */
export async function runPropertyOps(
  work: PropertyWork,
  command: string,
  uuid: string,
  values: OpsValues,
  by: string,
  reason: string,
): Promise<{ exitCode: number; lines: string[] }> {
  const property = await Property.query(work.db).findById(uuid);
  if (!property) return { exitCode: 1, lines: [`There is no property ${uuid}.`] };
  const today = work.now().toISOString().slice(0, 10);
  if (command === 'appraisal') {
    const valueCents = cents(values.value);
    if (!valueCents) return { exitCode: 2, lines: ['appraisal needs --value in dollars, like 850000.'] };
    const worth = `${uuid} is worth $${decimalDollars(valueCents)} as of ${today}`;
    // A second value the same day corrects the first; the same value again is a retry.
    const todays = await PropertyValuation.query(work.db).where({ propertyUuid: uuid, source: 'APPRAISAL', asOf: today });
    const current = todays.find((valuation) => valuation.supersededBy === null);
    if (current?.valueCents === valueCents) return { exitCode: 0, lines: [`VALUATION: ${worth} (already recorded today).`] };
    const result = await recordValuation(
      work,
      uuid,
      {
        valueCents,
        basis: APPRAISAL_BASIS,
        source: 'APPRAISAL',
        asOf: today,
        idempotencyKey: `valuation:appraisal:${today}:${valueCents}${todays.length ? `:${todays.length}` : ''}`,
        recordedBy: staffRecorder(by),
      },
      { actorName: by, reason },
    );
    if (!result?.ok) return { exitCode: 1, lines: [`Refused: ${result ? result.refusal.message : 'no such property'}`] };
    const corrected = current ? `, correcting $${decimalDollars(current.valueCents)} recorded earlier today` : '';
    return { exitCode: 0, lines: [`VALUATION: ${worth}${corrected}, by ${by}.`] };
  }
  if (!work.config.FEATURE_DIRECT_EQUITY_TRANSACTIONS)
    return { exitCode: 1, lines: ['Direct equity transactions are off (FEATURE_DIRECT_EQUITY_TRANSACTIONS).'] };
  const amountCents = cents(values.amount);
  const kind = values.kind?.toUpperCase();
  if (!amountCents || (kind !== 'BUY_IN' && kind !== 'CASH_OUT'))
    return { exitCode: 2, lines: ['equity-transfer needs --kind BUY_IN or CASH_OUT and --amount in dollars.'] };
  const result = await work.db.transaction(async (trx) => {
    const locked = await Property.query(trx).findById(uuid).forUpdate();
    const key = `direct:${kind}:${today}:${amountCents}`;
    const request: LedgerRequest =
      kind === 'CASH_OUT'
        ? { kind, idempotencyKey: key, amountCents, mortgageBalanceCents: locked!.mortgageBalanceCents }
        : { kind, idempotencyKey: key, amountCents };
    const appended = await appendLedgerEntry(trx, locked!, request, {
      equityBuilderCutoffDate: work.config.EQUITY_BUILDER_CUTOFF_DATE,
      recordedBy: staffRecorder(by),
      description: staffEntryDescription(kind),
    });
    if (appended.ok && !appended.replayed)
      await PropertyAuditEvent.query(trx).insert({
        propertyUuid: uuid,
        event: 'EQUITY_TRANSFER_RECORDED',
        actorName: by,
        reason,
        details: { ledgerEntryUuid: appended.row.uuid, kind, amountCents },
      });
    return appended;
  });
  if (!result.ok) return { exitCode: 1, lines: [`Refused (${result.refusal.code}): ${result.refusal.message}`] };
  return {
    exitCode: 0,
    lines: [`${kind}: $${decimalDollars(amountCents)} recorded on ${uuid}${result.replayed ? ' (already recorded today)' : ''}, by ${by}.`],
  };
}

const LEDGER_USAGE = 'Usage: npm run ops -- ledger verify <propertyUuid>';

/** `ledger verify <propertyUuid>`: exit code 0 the chain holds, 1 it is broken (the first broken row printed), 2 usage. */
export async function runLedgerOps(argv: string[], work: PropertyWork): Promise<{ exitCode: number; lines: string[] }> {
  let positionals: string[];
  try {
    // --by is accepted (the server adds the operator's name to every command) and unused: verifying changes nothing.
    ({ positionals } = parseArgs({ args: argv, allowPositionals: true, options: { by: { type: 'string' } } }));
  } catch (error) {
    return { exitCode: 2, lines: [error instanceof Error ? error.message : String(error), LEDGER_USAGE] };
  }
  const [command, uuid] = positionals;
  if (command !== 'verify' || !uuid) return { exitCode: 2, lines: [LEDGER_USAGE] };
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(uuid)) return { exitCode: 2, lines: [`${uuid} is not a uuid.`] };
  const property = await Property.query(work.db).findById(uuid);
  if (!property) return { exitCode: 1, lines: [`There is no property ${uuid}.`] };
  try {
    const rows = await verifiedLedgerRows(work.db, uuid);
    return { exitCode: 0, lines: [`OK: the equity ledger of ${uuid} holds (${rows.length} row${rows.length === 1 ? '' : 's'}).`] };
  } catch (error) {
    if (!(error instanceof LedgerUnverifiedError)) throw error;
    work.logger.error('ALERT: equity ledger failed its integrity check', { propertyUuid: uuid, detail: error.detail });
    return { exitCode: 1, lines: [`BROKEN: ${error.detail}.`] };
  }
}
