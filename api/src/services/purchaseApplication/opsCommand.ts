// Reviewers' commands on purchase applications (`npm run ops -- purchase ...`), each decision
// written with its audit row (who, what, when, why).
import os from 'node:os';
import { parseArgs } from 'node:util';
import { DENIAL_CODES, type DenialCode } from '#core/partnership/index';
import { PurchaseApplication } from '../../models/PurchaseApplication.js';
import { PurchaseApplicationEvent } from '../../models/PurchaseApplicationEvent.js';
import { PurchaseAppraisal } from '../../models/PurchaseAppraisal.js';
import { decidePurchase, runPurchaseReview, type PurchaseOpsDecision } from './review.js';
import type { PurchaseWork } from './work.js';
import { decimalDollars } from '#core/money/formatMoney';
import { parseMoneyCents } from '#core/money/parseDollars';
import { recordPurchaseAppraisal } from './appraisal.js';

export const PURCHASE_OPS_USAGE = `Usage: npm run ops -- purchase <command> <applicationUuid> [options]

Commands:
  show <uuid>                                   Stage, pre-approval, Exhibit C, missing documents and the audit trail.
  review <uuid>                                 Run the automatic review now.
  pre-approve <uuid> --reason <why>             Pre-approve (DOCUMENT_UPLOAD → CONTRACT_REVIEW); writes the letter.
  request-documents <uuid> --missing <TYPE,...> --reason <why>
                                                Ask for documents (DOCUMENT_UPLOAD → ADDITIONAL_DOCUMENT_UPLOAD).
  deny <uuid> [--code <DENIAL_CODE>] --reason <why>
                                                Deny from any open stage.
  appraisal <uuid> --value <dollars> [--reason <note>]
                                                The appraiser's value (only at APPRAISAL_AND_SERVICES); a later value
                                                replaces an earlier one. Who and when stay in the audit rows, not the buyer's view.
  reopen-offers <uuid> --reason <why>           The offer fell through (APPRAISAL_AND_SERVICES → MY_OFFERS).
  close <uuid> --reason <why>                   The purchase closed (CLOSING → CLOSED), once the buyer accepted the option agreement.

Every decision takes --by <name> (default: the operating-system user) and writes an audit row.`;

export interface PurchaseOpsOutput {
  exitCode: number;
  lines: string[];
}

function decisionFrom(command: string, values: { missing?: string; code?: string }): PurchaseOpsDecision | string {
  switch (command) {
    case 'pre-approve':
      return { kind: 'pre-approve' };
    case 'request-documents': {
      const missing = (values.missing ?? '')
        .split(',')
        .map((type) => type.trim().toUpperCase())
        .filter(Boolean);
      return missing.length ? { kind: 'request-documents', missing } : 'request-documents needs --missing with at least one document type.';
    }
    case 'deny': {
      const code = values.code?.toUpperCase();
      if (code && !DENIAL_CODES.includes(code as DenialCode)) return `Unknown denial code ${code}. Codes: ${DENIAL_CODES.join(', ')}.`;
      return { kind: 'deny', code: code as DenialCode | undefined };
    }
    case 'reopen-offers':
      return { kind: 'reopen-offers' };
    case 'close':
      return { kind: 'close' };
    default:
      return `Unknown command ${command}.`;
  }
}

async function show(work: PurchaseWork, uuid: string): Promise<PurchaseOpsOutput> {
  const application = await PurchaseApplication.query(work.db).findById(uuid);
  if (!application) return { exitCode: 1, lines: [`There is no purchase application ${uuid}.`] };
  const money = (cents: number | null) => (cents === null ? '-' : `$${decimalDollars(cents)}`);
  const events = await PurchaseApplicationEvent.query(work.db).where({ applicationUuid: uuid }).orderBy('sequence');
  const appraisals = await PurchaseAppraisal.query(work.db).where({ applicationUuid: uuid }).orderBy('sequence');
  return {
    exitCode: 0,
    lines: [
      `${application.uuid}  ${application.stage}  expires ${application.expirationDate.toISOString()}`,
      `pre-approved ${money(application.preApprovalAmountCents)}  contract ${money(application.contractPriceCents)}  appraisal ${money(application.appraisedValueCents)}`,
      `exhibit C: ${application.exhibitC ? JSON.stringify(application.exhibitC) : '-'}`,
      `option agreement: ${application.optionAgreementAcceptedAt ? `accepted ${application.optionAgreementAcceptedAt.toISOString()}` : application.optionAgreementViewedAt ? 'read, not accepted' : 'not accepted'}`,
      `missing documents: ${application.missingDocuments.join(', ') || 'none'}`,
      ...appraisals.map(
        (row) => `${row.createdAt.toISOString()}  APPRAISAL ${money(row.valueCents)}  by ${row.actor} ${row.actorName}${row.reason ? `: ${row.reason}` : ''}`,
      ),
      ...events.map(
        (event) =>
          `${event.createdAt.toISOString()}  ${event.event}  ${event.fromStage} → ${event.toStage}  by ${event.actor} ${event.actorName}${event.reason ? `: ${event.reason}` : ''}`,
      ),
    ],
  };
}

/** `appraisal <uuid> --value <dollars>`: the appraiser's report, recorded with its audit row. */
async function appraisal(work: PurchaseWork, uuid: string, values: { value?: string; reason?: string; by?: string }): Promise<PurchaseOpsOutput> {
  const valueCents = values.value === undefined ? null : parseMoneyCents(values.value);
  if (!valueCents) return { exitCode: 2, lines: ['appraisal needs --value in dollars, like 585000 or 585,000.50.'] };
  const by = values.by?.trim() || os.userInfo().username;
  const result = await recordPurchaseAppraisal(work, uuid, valueCents, { actor: 'REVIEWER', name: by }, values.reason?.trim() || null);
  if (!result.ok) return { exitCode: 1, lines: [`Refused (${result.code}): ${result.message}`] };
  const replaced = result.previousValueCents === null ? '' : `, replacing $${decimalDollars(result.previousValueCents)}`;
  return {
    exitCode: 0,
    lines: [`APPRAISAL: ${uuid} appraised at $${decimalDollars(valueCents)}${replaced}, by ${by}, recorded ${result.appraisal.createdAt.toISOString()}.`],
  };
}

/** Runs one purchase ops command; returns what to print and the exit code (0 done, 1 refused, 2 usage). */
export async function runPurchaseOps(argv: string[], work: PurchaseWork): Promise<PurchaseOpsOutput> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        by: { type: 'string' },
        reason: { type: 'string' },
        missing: { type: 'string' },
        code: { type: 'string' },
        value: { type: 'string' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    return { exitCode: 2, lines: [error instanceof Error ? error.message : String(error), PURCHASE_OPS_USAGE] };
  }
  const [command, uuid] = parsed.positionals;
  if (parsed.values.help || !command || !uuid) return { exitCode: parsed.values.help ? 0 : 2, lines: [PURCHASE_OPS_USAGE] };
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(uuid)) return { exitCode: 2, lines: [`${uuid} is not an application uuid.`] };
  if (command === 'show') return show(work, uuid);
  if (command === 'review') {
    const result = await runPurchaseReview(work, uuid);
    return { exitCode: 0, lines: [result?.ok ? `Automatic review: ${result.event.fromStage} → ${result.application.stage}.` : 'Automatic review: no change.'] };
  }
  if (command === 'appraisal') return appraisal(work, uuid, parsed.values);
  const decision = decisionFrom(command, parsed.values);
  if (typeof decision === 'string') return { exitCode: 2, lines: [decision, PURCHASE_OPS_USAGE] };
  const reason = parsed.values.reason?.trim();
  if (!reason) return { exitCode: 2, lines: [`${command} needs --reason: say why, for the audit trail.`] };
  const by = parsed.values.by?.trim() || os.userInfo().username;
  const result = await decidePurchase(work, uuid, decision, { actor: 'REVIEWER', name: by }, reason);
  if (!result.ok) return { exitCode: 1, lines: [`Refused (${result.code}): ${result.message}`] };
  return {
    exitCode: 0,
    lines: [`${result.event.event}: ${result.event.fromStage} → ${result.application.stage}, by ${by}, recorded ${result.event.createdAt.toISOString()}.`],
  };
}
