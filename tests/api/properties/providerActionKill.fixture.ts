// A server process for providerActionFaults.test.ts: it makes an owner with a home, then records a
// buy-in (ACTION=buy-in) or a cash-out (ACTION=cash-out) through the verify step and kills itself
// with SIGKILL at the point named by KILL_AT. It prints the owner and home before the kill.
import { restructureTerms } from '#core/partnership/index';
import { createAdapters } from '#api/adapters/index';
import { SandboxBankLinkProvider } from '#api/adapters/bankLink/SandboxBankLinkProvider';
import { loadConfig } from '#api/config';
import { createDb } from '#api/db';
import { createLogger } from '#api/lib/logger';
import { createLoaders } from '#api/loaders';
import { User } from '#api/models/User';
import { linkSandboxBankAccount } from '#api/services/bankLinks/linkSandboxBankAccount';
import { hashPassword } from '#api/services/passwords';
import { createPropertyFromDeal } from '#api/services/properties/createPropertyFromDeal';
import { verifyEquityTransaction } from '#api/services/properties/equityTransactions';
import type { ProviderActionFault } from '#api/services/properties/providerActions';
import { saveSandboxCard } from '../../support/savePaymentMethod.js';

const PASSWORD = 'correct horse battery';
const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const logger = createLogger('silent');
const db = createDb(config);
const adapters = createAdapters(config, db, logger);
const cashOut = process.env.ACTION === 'cash-out';

const email = `killed-${process.pid}-${Date.now()}@example.com`;
const [row] = await db('users')
  .insert({ email, passwordHash: await hashPassword(PASSWORD), firstName: 'Sam', lastName: 'Okafor' })
  .returning('uuid');
const userUuid = (row as { uuid: string }).uuid;
const { propertyUuid } = await db.transaction((trx) =>
  createPropertyFromDeal(trx, {
    dealType: 'RESTRUCTURE',
    sourceApplicationUuid: crypto.randomUUID(),
    ownerUuid: userUuid,
    address: { streetNumber: '2210', streetName: 'Grand Ave', locality: 'San Diego', state: 'CA', zip: '92109', country: 'US' },
    terms: restructureTerms({ agreedValueCents: 800_000_00, mortgageBalanceCents: 400_000_00, cashCents: 50_000_00, product: 'PAYOFF' }),
    closingDate: '2026-03-14',
    equityBuilderCutoffDate: '08/26/2020',
  }),
);
if (cashOut)
  await linkSandboxBankAccount(db, config, adapters.bankLink as SandboxBankLinkProvider, {
    userUuid,
    applicationType: 'RESTRUCTURE',
    applicationUuid: crypto.randomUUID(),
  });
else await saveSandboxCard(db, adapters.paymentProcessor, { uuid: userUuid, email });
const idempotencyKey = `killed-${propertyUuid}`;
process.stdout.write(`${JSON.stringify({ userUuid, propertyUuid, idempotencyKey })}\n`);

await verifyEquityTransaction(
  {
    db,
    config,
    adapters,
    logger,
    currentUser: (await User.query(db).findById(userUuid))!,
    loaders: createLoaders(db),
    sessionToken: null,
    now: () => new Date(),
    origin: config.PUBLIC_ORIGIN ?? 'http://localhost:3000',
    faults: (reached: ProviderActionFault) => {
      if (reached !== process.env.KILL_AT) return;
      process.kill(process.pid, 'SIGKILL');
      return new Promise<never>(() => undefined);
    },
  },
  { propertyUuid, kind: cashOut ? 'CASH_OUT' : 'BUY_IN', frequency: 'ONE_TIME', amount: 5000, idempotencyKey, password: PASSWORD },
);
// Reaching here means the kill point was never reached.
process.exit(2);
