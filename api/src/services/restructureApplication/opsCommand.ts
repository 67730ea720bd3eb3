// The reviewers' commands on restructure applications (`npm run ops`), each decision written
// with its audit row (who, what, when, why). Run by the command line, or by the server for it
// when the server holds the embedded database (api/src/rest/opsRoutes.ts).
import os from 'node:os';
import { parseArgs } from 'node:util';
import { DENIAL_CODES, type DenialCode } from '#core/partnership/index';
import { parseMoneyCents } from '#core/money/parseDollars';
import { RestructureApplication } from '../../models/RestructureApplication.js';
import { RestructureApplicationEvent } from '../../models/RestructureApplicationEvent.js';
import { decide, runAutomaticReview, type OpsDecision } from './review.js';
import { checksOf, recordAppraisal } from './underwritingChecks.js';
import type { RestructureWork } from './work.js';
import { PROPERTY_OPS_COMMANDS, PROPERTY_OPS_USAGE, runLedgerOps, runPropertyOps } from '../properties/opsCommands.js';
import { runPurchaseOps } from '../purchaseApplication/opsCommand.js';
import { PAYMENT_OPS_USAGE, runPaymentOps } from '../payments/opsCommands.js';
import { decimalDollars } from '#core/money/formatMoney';

export const OPS_USAGE = `Usage: npm run ops -- <command> <applicationUuid> [options]

Commands:
  show <uuid>                                   Stage, figures, missing documents and the audit trail.
  review <uuid>                                 Run the automatic review now.
  approve <uuid> --reason <why>                 Approve (DOCUMENT_UPLOAD → CONTRACT_REVIEW) with the model's figures,
                                                once every underwriting check passed (decision 0034).
  appraise <uuid> --value <dollars> --reason <why>
                                                The appraiser's value: the APPRAISAL check passes (under review only).
  request-info <uuid> --missing <TYPE,...> --reason <why>
                                                Ask for documents (DOCUMENT_UPLOAD → APPROVAL_MORE_INFO).
  deny <uuid> [--code <DENIAL_CODE>] --reason <why>
                                                Deny from any open stage.
  verify-account <uuid> --reason <why>          The payment account is verified (ACCOUNT_VERIFICATION → INSPECTION).
  inspection <uuid> --result passed|failed --reason <why>
                                                The inspection's result: passed → COMPLETED, failed → DENIED.

Every decision takes --by <name> (default: the operating-system user) and writes an audit row.

${PROPERTY_OPS_USAGE}

${PAYMENT_OPS_USAGE}

Purchase applications: npm run ops -- purchase --help`;

export interface OpsOutput {
  exitCode: number;
  lines: string[];
}

function decisionFrom(command: string, values: { missing?: string; code?: string; result?: string }): OpsDecision | string {
  switch (command) {
    case 'approve':
      return { kind: 'approve' };
    case 'request-info': {
      const missing = (values.missing ?? '')
        .split(',')
        .map((type) => type.trim().toUpperCase())
        .filter(Boolean);
      return missing.length ? { kind: 'request-info', missing } : 'request-info needs --missing with at least one document type.';
    }
    case 'deny': {
      const code = values.code?.toUpperCase();
      if (code && !DENIAL_CODES.includes(code as DenialCode)) return `Unknown denial code ${code}. Codes: ${DENIAL_CODES.join(', ')}.`;
      return { kind: 'deny', code: code as DenialCode | undefined };
    }
    case 'verify-account':
      return { kind: 'verify-account', method: 'MANUAL' };
    case 'inspection':
      if (values.result !== 'passed' && values.result !== 'failed') return 'inspection needs --result passed or --result failed.';
      return { kind: 'inspection', passed: values.result === 'passed' };
    default:
      return `Unknown command ${command}.`;
  }
}

async function show(work: RestructureWork, uuid: string): Promise<OpsOutput> {
  const application = await RestructureApplication.query(work.db).findById(uuid);
  if (!application) return { exitCode: 1, lines: [`There is no restructure application ${uuid}.`] };
  const money = (cents: number | null) => (cents === null ? '-' : `$${decimalDollars(cents)}`);
  const events = await RestructureApplicationEvent.query(work.db).where({ applicationUuid: uuid }).orderBy('sequence');
  return {
    exitCode: 0,
    lines: [
      `${application.uuid}  ${application.stage}  expires ${application.expirationDate.toISOString()}`,
      `approved cash ${money(application.approvedCashOutAmountCents)}  monthly payment ${money(application.monthlyPaymentCents)}  saver ${money(application.estimatedMonthlyPaymentSaverCents)}`,
      `missing documents: ${application.missingDocuments.join(', ') || 'none'}`,
      `underwriting checks: ${(await checksOf(work.db, uuid)).map((check) => `${check.kind} ${check.status}`).join(', ') || 'none'}`,
      ...events.map(
        (event) =>
          `${event.createdAt.toISOString()}  ${event.event}  ${event.fromStage} → ${event.toStage}  by ${event.actor} ${event.actorName}${event.reason ? `: ${event.reason}` : ''}`,
      ),
    ],
  };
}

async function appraise(work: RestructureWork, uuid: string, values: { value?: string; reason?: string; by?: string }): Promise<OpsOutput> {
  const valueCents = values.value ? parseMoneyCents(values.value) : null;
  if (!valueCents || valueCents <= 0) return { exitCode: 2, lines: ['appraise needs --value in dollars, like 800000.'] };
  const reason = values.reason?.trim();
  if (!reason) return { exitCode: 2, lines: ['appraise needs --reason: say why, for the audit trail.'] };
  const by = values.by?.trim() || os.userInfo().username;
  const result = await recordAppraisal(work, uuid, { valueCents, by, reason });
  if (!result.ok) return { exitCode: 1, lines: [`Refused: ${result.message}`] };
  return { exitCode: 0, lines: [`APPRAISAL: $${decimalDollars(valueCents)} by ${by}, recorded ${result.completedAt.toISOString()}.`] };
}

/** Runs one ops command; returns what to print and the exit code (0 done, 1 refused, 2 usage). */
export async function runOps(argv: string[], work: RestructureWork): Promise<OpsOutput> {
  // Purchase applications have their own commands under `purchase`.
  if (argv[0] === 'purchase') return runPurchaseOps(argv.slice(1), work);
  if (argv[0] === 'payments') return runPaymentOps(argv.slice(1), work);
  if (argv[0] === 'ledger') return runLedgerOps(argv.slice(1), work);
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
        result: { type: 'string' },
        value: { type: 'string' },
        kind: { type: 'string' },
        amount: { type: 'string' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    return { exitCode: 2, lines: [error instanceof Error ? error.message : String(error), OPS_USAGE] };
  }
  const [command, uuid] = parsed.positionals;
  if (parsed.values.help || !command || !uuid) return { exitCode: parsed.values.help ? 0 : 2, lines: [OPS_USAGE] };
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(uuid)) return { exitCode: 2, lines: [`${uuid} is not a uuid.`] };
  if (command === 'show') return show(work, uuid);
  if (command === 'review') {
    const result = await runAutomaticReview(work, uuid);
    return { exitCode: 0, lines: [result?.ok ? `Automatic review: ${result.event.fromStage} → ${result.application.stage}.` : 'Automatic review: no change.'] };
  }
  if (command === 'appraise') return appraise(work, uuid, parsed.values);
  if (PROPERTY_OPS_COMMANDS.has(command)) {
    const reason = parsed.values.reason?.trim();
    if (!reason) return { exitCode: 2, lines: [`${command} needs --reason: say why, for the ledger.`] };
    return runPropertyOps(work, command, uuid, parsed.values, parsed.values.by?.trim() || os.userInfo().username, reason);
  }
  const decision = decisionFrom(command, parsed.values);
  if (typeof decision === 'string') return { exitCode: 2, lines: [decision, OPS_USAGE] };
  const reason = parsed.values.reason?.trim();
  if (!reason) return { exitCode: 2, lines: [`${command} needs --reason: say why, for the audit trail.`] };
  const by = parsed.values.by?.trim() || os.userInfo().username;
  const result = await decide(work, uuid, decision, { actor: 'REVIEWER', name: by }, reason);
  if (!result.ok) return { exitCode: 1, lines: [`Refused (${result.code}): ${result.message}`] };
  return {
    exitCode: 0,
    lines: [`${result.event.event}: ${result.event.fromStage} → ${result.application.stage}, by ${by}, recorded ${result.event.createdAt.toISOString()}.`],
  };
}
