import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { SandboxRecords } from '../sandboxRecords.js';
import { cardBrandOf, digitsOf, sandboxBankDebitFailure, sandboxCardSetupOutcome, sandboxSetupMessages } from '#core/payments/index';
import type {
  BankAccountToSave,
  ChargeRequest,
  ChargeResult,
  PaymentProcessor,
  ProcessorBankAccount,
  SetupIntent,
  SetupIntentStatus,
} from './PaymentProcessor.js';
import { paymentWebhookBody, readPaymentWebhook, signWebhook, WebhookSignatureError, type PaymentSettlementEvent } from './webhookEvents.js';

const hashOf = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 24);

/** Payment method ids carry what the test card does when charged, as Stripe's pm_card_* test ids do. */
const CHARGE_DECLINED_MARK = 'chargeDeclined';
/** Bank account ids carry the ACH failure their test account ends with: ba_sbx_fails_account_closed_<hash>. */
const BANK_DEBIT_FAILS_MARK = 'fails';

export interface SandboxCardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

interface SetupIntentRow {
  id: string;
  clientSecret: string;
  customerReference: string;
  status: SetupIntentStatus;
  paymentMethodReference: string | null;
  brand: string | null;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
  lastErrorCode: string | null;
}

export class SandboxSetupError extends Error {}

/** A charge the sandbox made (or declined), kept by our idempotency key. */
export interface SandboxCharge {
  idempotencyKey: string;
  reference: string;
  outcome: ChargeResult['outcome'];
  declineCode: string | null;
  amountCents: number;
}

const resultOfCharge = (kept: SandboxCharge): ChargeResult =>
  kept.outcome === 'declined'
    ? { outcome: 'declined', reference: kept.reference, declineCode: kept.declineCode ?? 'card_declined' }
    : { outcome: kept.outcome, reference: kept.reference };

/**
 * The embedded processor, behaving like Stripe's test mode: Stripe's test cards, a
 * requires_action step for the authentication card, deterministic customer, payment method and
 * charge ids (a charge's id comes from its idempotency key, so a retry is the same charge). Its
 * setups are kept in payment_sandbox_setup_intents so any app server can finish one. A card
 * number is used to decide the outcome and then dropped: only brand, last four and expiry are kept.
 */
export class SandboxPaymentProcessor implements PaymentProcessor {
  readonly name = 'sandbox';
  readonly publishableKey = null;
  readonly needsAchNumbers = false;

  private readonly charges: SandboxRecords<SandboxCharge>;

  constructor(
    private readonly db: Knex,
    private readonly now: () => Date = () => new Date(),
    /** Signs the sandbox's own webhooks (a secret kept under DATA_DIR); without it every webhook is refused. */
    private readonly webhookSecret: string | null = null,
    /** Where its charges are kept across restarts (SandboxRecords); in memory without it. */
    dataDir?: string,
  ) {
    this.charges = new SandboxRecords(dataDir, 'sandbox-charges.jsonl');
  }

  readWebhook(rawBody: string, signatureHeader: string | undefined, now: Date): PaymentSettlementEvent | null {
    if (!this.webhookSecret) throw new WebhookSignatureError('The sandbox has no webhook secret.');
    return readPaymentWebhook(this.webhookSecret, rawBody, signatureHeader, now);
  }

  /**
   * Settles the sandbox's bank debits still clearing, as Stripe does days after the debit: one
   * signed payment_intent.succeeded per debit, or payment_failed with the code given for it.
   * Its debits still clearing are the payments rows with its references.
   */
  async settlementWebhooks(failures: ReadonlyMap<string, string>, now: Date): Promise<Array<{ body: string; signature: string }>> {
    if (!this.webhookSecret) throw new WebhookSignatureError('The sandbox has no webhook secret.');
    const debits = await this.db('payments')
      .select('uuid', 'processorReference')
      .where({ status: 'PROCESSING' })
      .whereLike('processorReference', 'pi\\_sbx\\_%')
      .orderBy('createdAt');
    return debits.map((debit: { uuid: string; processorReference: string }) => {
      const failureCode = failures.get(debit.uuid);
      const body = paymentWebhookBody({
        eventId: `evt_sbx_${randomBytes(12).toString('hex')}`,
        paymentReference: debit.processorReference,
        settlement: failureCode ? 'FAILED' : 'SUCCEEDED',
        failureCode,
        created: now,
      });
      return { body, signature: signWebhook(this.webhookSecret!, body, now) };
    });
  }

  async createCustomer(input: { userUuid: string }): Promise<string> {
    return `cus_sbx_${hashOf(input.userUuid)}`;
  }

  async createSetupIntent(input: { customerReference: string }): Promise<SetupIntent> {
    const row: SetupIntentRow = {
      id: `seti_sbx_${randomBytes(12).toString('hex')}`,
      clientSecret: '',
      customerReference: input.customerReference,
      status: 'requires_payment_method',
      paymentMethodReference: null,
      brand: null,
      last4: null,
      expMonth: null,
      expYear: null,
      lastErrorCode: null,
    };
    row.clientSecret = `${row.id}_secret_${randomBytes(12).toString('hex')}`;
    await this.db('paymentSandboxSetupIntents').insert(row);
    return toSetupIntent(row);
  }

  async retrieveSetupIntent(id: string): Promise<SetupIntent | null> {
    const row = await this.row(id);
    return row ? toSetupIntent(row) : null;
  }

  /** What the browser's confirmCardSetup does with Stripe: attach a card, or say why not (core/payments/sandboxCardSetup). */
  async confirmCardSetup(id: string, clientSecret: string, card: SandboxCardDetails): Promise<SetupIntent> {
    const row = await this.row(id);
    if (!row || row.clientSecret !== clientSecret) throw new SandboxSetupError(sandboxSetupMessages.noSuchSetup);
    if (row.status !== 'requires_payment_method') throw new SandboxSetupError(sandboxSetupMessages.setupIs(row.status));
    const outcome = sandboxCardSetupOutcome(card, this.now());
    if (outcome.kind === 'declined') return this.update(id, { status: 'requires_payment_method', lastErrorCode: outcome.declineCode });
    const digits = digitsOf(card.number);
    const mark = outcome.declinesCharges ? `${CHARGE_DECLINED_MARK}_` : '';
    const attached = {
      paymentMethodReference: `pm_sbx_${mark}${hashOf(id)}`,
      brand: cardBrandOf(digits).toLowerCase(),
      last4: digits.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
      lastErrorCode: null,
    };
    return this.update(id, { ...attached, status: outcome.status });
  }

  /** The 3-D Secure challenge of a requires_action setup: passed, or failed back to requires_payment_method. */
  async completeAuthentication(id: string, clientSecret: string, approved: boolean): Promise<SetupIntent> {
    const row = await this.row(id);
    if (!row || row.clientSecret !== clientSecret) throw new SandboxSetupError(sandboxSetupMessages.noSuchSetup);
    if (row.status !== 'requires_action') throw new SandboxSetupError(sandboxSetupMessages.setupIs(row.status));
    if (approved) return this.update(id, { status: 'succeeded' });
    return this.update(id, {
      status: 'requires_payment_method',
      lastErrorCode: 'setup_intent_authentication_failure',
      paymentMethodReference: null,
      brand: null,
      last4: null,
      expMonth: null,
      expYear: null,
    });
  }

  /**
   * Saves a bank account linked through the bank-link sandbox. Like Stripe's test mode it takes
   * any account and decides at the debit: the last four of Stripe's ACH test accounts
   * (core/payments/sandboxTestBankAccounts) fail when charged, every other account is debited.
   * The id comes from the customer and the linked account, so saving it again is the same method.
   */
  async saveBankAccount(account: BankAccountToSave): Promise<ProcessorBankAccount> {
    if (!/^\d{2,4}$/.test(account.last4)) throw new Error('A sandbox bank account needs the last four digits of its number.');
    const failure = sandboxBankDebitFailure(account.last4);
    const mark = failure ? `${BANK_DEBIT_FAILS_MARK}_${failure}_` : '';
    return { reference: `ba_sbx_${mark}${hashOf(`${account.customerReference}:${account.linkedAccountId}`)}`, last4: account.last4 };
  }

  /** Charges by the test method's id, and keeps the charge by its idempotency key, so a retry is the same charge. */
  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const earlier = await this.findCharge(request.idempotencyKey);
    if (earlier) return earlier;
    const result = this.decide(request);
    const kept = this.charges.keep({
      idempotencyKey: request.idempotencyKey,
      reference: result.reference,
      outcome: result.outcome,
      declineCode: result.outcome === 'declined' ? result.declineCode : null,
      amountCents: request.amountCents,
    });
    return resultOfCharge(kept);
  }

  async findCharge(idempotencyKey: string): Promise<ChargeResult | null> {
    const kept = this.charges.get(idempotencyKey);
    return kept ? resultOfCharge(kept) : null;
  }

  /** The charges the sandbox made for a key (one at most): what the vendor's dashboard would list. */
  chargesFor(idempotencyKey: string): SandboxCharge[] {
    const kept = this.charges.get(idempotencyKey);
    return kept ? [kept] : [];
  }

  private decide(request: ChargeRequest): ChargeResult & { reference: string } {
    const reference = `pi_sbx_${hashOf(request.idempotencyKey)}`;
    if (request.paymentMethodReference.startsWith('ba_sbx_')) {
      // An ACH debit is accepted and clears in days; Stripe reports a failing account's refusal
      // later (payment_intent.payment_failed), the sandbox at once, so nothing is recorded for it.
      const failure = /^ba_sbx_fails_([a-z_]+)_[0-9a-f]+$/.exec(request.paymentMethodReference)?.[1];
      return failure ? { outcome: 'declined', reference, declineCode: failure } : { outcome: 'processing', reference };
    }
    if (!request.paymentMethodReference.startsWith('pm_sbx_')) throw new Error(`No such PaymentMethod: ${request.paymentMethodReference}`);
    if (request.paymentMethodReference.startsWith(`pm_sbx_${CHARGE_DECLINED_MARK}_`)) return { outcome: 'declined', reference, declineCode: 'card_declined' };
    return { outcome: 'succeeded', reference };
  }

  async detachPaymentMethod(): Promise<void> {
    // Nothing is kept per method in the sandbox; a detached id is simply never charged again.
  }

  private async row(id: string): Promise<SetupIntentRow | undefined> {
    return this.db('paymentSandboxSetupIntents').where({ id }).first();
  }

  private async update(id: string, patch: Partial<SetupIntentRow>): Promise<SetupIntent> {
    await this.db('paymentSandboxSetupIntents')
      .where({ id })
      .update({ ...patch, updatedAt: this.now() });
    return toSetupIntent((await this.row(id))!);
  }
}

function toSetupIntent(row: SetupIntentRow): SetupIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status,
    customerReference: row.customerReference,
    card:
      row.paymentMethodReference && row.last4
        ? { reference: row.paymentMethodReference, brand: row.brand ?? 'unknown', last4: row.last4, expMonth: row.expMonth ?? 0, expYear: row.expYear ?? 0 }
        : null,
    lastErrorCode: row.lastErrorCode,
  };
}
