// `npm run ops -- payments …`: what staff do with payments. With the embedded sandbox, settling its
// bank debits plays the part of the processor's webhooks days after a debit.
import { parseArgs } from 'node:util';
import { SandboxPaymentProcessor } from '../../adapters/payments/SandboxPaymentProcessor.js';
import { receivePaymentWebhook, type PaymentWebhookWork } from './paymentWebhooks.js';
import { verifyBankAccountOps } from './verifyBankAccountOps.js';

export const PAYMENT_OPS_USAGE = `Payments:
  payments verify-bank-account <financialItemUuid> [--reject --reason "..."]
                                                Decides the voided check or bank statement sent to verify
                                                a linked bank account (§3.219): approved, the account is
                                                usable for payments; refused, the applicant reads the reason.
  payments settle-bank-debits [--fail <paymentUuid,...>] [--code <failure_code>]
                                                The sandbox's bank debits still processing settle, through the
                                                same signed webhook Stripe sends: succeeded, or failed for the
                                                payments named (--code, default insufficient_funds);
                                                embedded sandbox processor only.`;

/** One payments command; exit code 0 done, 1 refused, 2 usage. */
export async function runPaymentOps(argv: string[], work: PaymentWebhookWork): Promise<{ exitCode: number; lines: string[] }> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { fail: { type: 'string' }, code: { type: 'string' }, reject: { type: 'boolean' }, reason: { type: 'string' }, help: { type: 'boolean' } },
    });
  } catch (error) {
    return { exitCode: 2, lines: [error instanceof Error ? error.message : String(error), PAYMENT_OPS_USAGE] };
  }
  const [command, ...operands] = parsed.positionals;
  if (command === 'verify-bank-account' && !parsed.values.help) return verifyBankAccountOps(work, operands, parsed.values);
  if (parsed.values.help || command !== 'settle-bank-debits') return { exitCode: parsed.values.help ? 0 : 2, lines: [PAYMENT_OPS_USAGE] };
  const processor = work.adapters.paymentProcessor;
  if (!(processor instanceof SandboxPaymentProcessor))
    return { exitCode: 1, lines: ['Only the sandbox settles its own debits; Stripe sends its webhooks itself.'] };
  const code = parsed.values.code?.trim() || 'insufficient_funds';
  if (!/^[a-z_]+$/.test(code)) return { exitCode: 2, lines: [`${code} is not a failure code (such as insufficient_funds).`] };
  const failing = new Map((parsed.values.fail ?? '').split(',').flatMap((uuid) => (uuid.trim() ? [[uuid.trim(), code] as const] : [])));
  const lines: string[] = [];
  for (const webhook of await processor.settlementWebhooks(failing, work.now())) {
    const outcome = await receivePaymentWebhook(work, webhook.body, webhook.signature);
    if (outcome.status === 200 && outcome.paymentUuid) lines.push(`${outcome.paymentUuid}  ${outcome.result}`);
  }
  return { exitCode: 0, lines: lines.length ? lines : ['No sandbox bank debit is processing.'] };
}
