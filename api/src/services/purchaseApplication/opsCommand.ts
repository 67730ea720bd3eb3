// Reviewers' commands on purchase applications (`npm run ops -- purchase ...`), run by the
// application workflow's ops runner.
import { PurchaseApplication } from '../../models/PurchaseApplication.js';
import { PurchaseApplicationEvent } from '../../models/PurchaseApplicationEvent.js';
import { PurchaseAppraisal } from '../../models/PurchaseAppraisal.js';
import { decidePurchase, runPurchaseReview, type PurchaseOpsDecision } from './review.js';
import type { PurchaseWork } from './work.js';
import { decimalDollars } from '#core/money/formatMoney';
import * as ops from '../application/opsCommand.js';
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

async function show(work: PurchaseWork, uuid: string): Promise<ops.OpsOutput> {
  const application = await PurchaseApplication.query(work.db).findById(uuid);
  if (!application) return { exitCode: 1, lines: [`There is no purchase application ${uuid}.`] };
  const events = await PurchaseApplicationEvent.query(work.db).where({ applicationUuid: uuid }).orderBy('sequence');
  const appraisals = await PurchaseAppraisal.query(work.db).where({ applicationUuid: uuid }).orderBy('sequence');
  return {
    exitCode: 0,
    lines: [
      `${application.uuid}  ${application.stage}  expires ${application.expirationDate.toISOString()}`,
      `pre-approved ${ops.opsMoney(application.preApprovalAmountCents)}  contract ${ops.opsMoney(application.contractPriceCents)}  appraisal ${ops.opsMoney(application.appraisedValueCents)}`,
      `exhibit C: ${application.exhibitC ? JSON.stringify(application.exhibitC) : '-'}`,
      `option agreement: ${application.optionAgreementAcceptedAt ? `accepted ${application.optionAgreementAcceptedAt.toISOString()}` : application.optionAgreementViewedAt ? 'read, not accepted' : 'not accepted'}`,
      `missing documents: ${application.missingDocuments.join(', ') || 'none'}`,
      ...appraisals.map(
        (row) =>
          `${row.createdAt.toISOString()}  APPRAISAL ${ops.opsMoney(row.valueCents)}  by ${row.actor} ${row.actorName}${row.reason ? `: ${row.reason}` : ''}`,
      ),
      ...ops.auditLines(events),
    ],
  };
}

/** `appraisal <uuid> --value <dollars>`: the appraiser's report, recorded with its audit row. */
async function appraisal(work: PurchaseWork, uuid: string, values: ops.OpsValues): Promise<ops.OpsOutput> {
  const valueCents = values.value === undefined ? null : parseMoneyCents(values.value);
  if (!valueCents) return { exitCode: 2, lines: ['appraisal needs --value in dollars, like 585000 or 585,000.50.'] };
  const by = ops.opsBy(values);
  const result = await recordPurchaseAppraisal(work, uuid, valueCents, { actor: 'REVIEWER', name: by }, values.reason?.trim() || null);
  if (!result.ok) return { exitCode: 1, lines: [`Refused (${result.code}): ${result.message}`] };
  const replaced = result.previousValueCents === null ? '' : `, replacing $${decimalDollars(result.previousValueCents)}`;
  return {
    exitCode: 0,
    lines: [`APPRAISAL: ${uuid} appraised at $${decimalDollars(valueCents)}${replaced}, by ${by}, recorded ${result.appraisal.createdAt.toISOString()}.`],
  };
}

const PURCHASE_OPS: ops.ProductOps<PurchaseWork, PurchaseOpsDecision> = {
  usage: PURCHASE_OPS_USAGE,
  notUuid: 'is not an application uuid.',
  options: ['missing', 'code', 'value'],
  show,
  review: runPurchaseReview,
  commands: { appraisal },
  decisions: {
    'pre-approve': () => ({ kind: 'pre-approve' }),
    'request-documents': (values, command) => ops.missingFrom(values, command, (missing) => ({ kind: 'request-documents', missing })),
    deny: ops.denialFrom,
    'reopen-offers': () => ({ kind: 'reopen-offers' }),
    close: () => ({ kind: 'close' }),
  },
  decide: decidePurchase,
};

/** Runs one purchase ops command; returns what to print and the exit code (0 done, 1 refused, 2 usage). */
export const runPurchaseOps = (argv: string[], work: PurchaseWork) => ops.runProductOps(PURCHASE_OPS, argv, work);
