// The reviewers' commands on restructure applications (`npm run ops`), each decision written
// with its audit row (who, what, when, why). Run by the command line, or by the server for it
// when the server holds the embedded database (api/src/rest/opsRoutes.ts).
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
import * as ops from '../application/opsCommand.js';

export type OpsOutput = ops.OpsOutput;

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

async function show(work: RestructureWork, uuid: string): Promise<ops.OpsOutput> {
  const application = await RestructureApplication.query(work.db).findById(uuid);
  if (!application) return { exitCode: 1, lines: [`There is no restructure application ${uuid}.`] };
  const events = await RestructureApplicationEvent.query(work.db).where({ applicationUuid: uuid }).orderBy('sequence');
  return {
    exitCode: 0,
    lines: [
      `${application.uuid}  ${application.stage}  expires ${application.expirationDate.toISOString()}`,
      `approved cash ${ops.opsMoney(application.approvedCashOutAmountCents)}  monthly payment ${ops.opsMoney(application.monthlyPaymentCents)}  saver ${ops.opsMoney(application.estimatedMonthlyPaymentSaverCents)}`,
      `missing documents: ${application.missingDocuments.join(', ') || 'none'}`,
      `underwriting checks: ${(await checksOf(work.db, uuid)).map((check) => `${check.kind} ${check.status}`).join(', ') || 'none'}`,
      ...ops.auditLines(events),
    ],
  };
}

async function appraise(work: RestructureWork, uuid: string, values: ops.OpsValues): Promise<ops.OpsOutput> {
  const valueCents = values.value ? parseMoneyCents(values.value) : null;
  if (!valueCents || valueCents <= 0) return { exitCode: 2, lines: ['appraise needs --value in dollars, like 800000.'] };
  const reason = values.reason?.trim();
  if (!reason) return { exitCode: 2, lines: ['appraise needs --reason: say why, for the audit trail.'] };
  const by = ops.opsBy(values);
  const result = await recordAppraisal(work, uuid, { valueCents, by, reason });
  if (!result.ok) return { exitCode: 1, lines: [`Refused: ${result.message}`] };
  return { exitCode: 0, lines: [`APPRAISAL: $${decimalDollars(valueCents)} by ${by}, recorded ${result.completedAt.toISOString()}.`] };
}

/** A property's command (the uuid is the property's), with its reason for the ledger. */
async function propertyCommand(work: RestructureWork, command: string, uuid: string, values: ops.OpsValues): Promise<ops.OpsOutput> {
  const reason = values.reason?.trim();
  if (!reason) return { exitCode: 2, lines: [`${command} needs --reason: say why, for the ledger.`] };
  return runPropertyOps(work, command, uuid, values, ops.opsBy(values), reason);
}

const RESTRUCTURE_OPS: ops.ProductOps<RestructureWork, OpsDecision> = {
  usage: OPS_USAGE,
  notUuid: 'is not a uuid.',
  options: ['missing', 'code', 'result', 'value', 'kind', 'amount'],
  show,
  review: runAutomaticReview,
  commands: {
    appraise,
    ...Object.fromEntries(
      [...PROPERTY_OPS_COMMANDS].map((command) => [
        command,
        (work: RestructureWork, uuid: string, values: ops.OpsValues) => propertyCommand(work, command, uuid, values),
      ]),
    ),
  },
  decisions: {
    approve: () => ({ kind: 'approve' }),
    'request-info': (values, command) => ops.missingFrom(values, command, (missing) => ({ kind: 'request-info', missing })),
    deny: ops.denialFrom,
    'verify-account': () => ({ kind: 'verify-account', method: 'MANUAL' }),
    inspection: (values) =>
      values.result === 'passed' || values.result === 'failed'
        ? { kind: 'inspection', passed: values.result === 'passed' }
        : 'inspection needs --result passed or --result failed.',
  },
  decide,
};

/** Runs one ops command; returns what to print and the exit code (0 done, 1 refused, 2 usage). */
export async function runOps(argv: string[], work: RestructureWork): Promise<ops.OpsOutput> {
  // Purchase applications, payments and the ledger have their own commands under their names.
  if (argv[0] === 'purchase') return runPurchaseOps(argv.slice(1), work);
  if (argv[0] === 'payments') return runPaymentOps(argv.slice(1), work);
  if (argv[0] === 'ledger') return runLedgerOps(argv.slice(1), work);
  return ops.runProductOps(RESTRUCTURE_OPS, argv, work);
}
