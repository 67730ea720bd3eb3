// A server process for providerActionFaults.test.ts: it makes an owner with a home, then records a
// buy-in (ACTION=buy-in) or a cash-out (ACTION=cash-out) through the verify step and kills itself
// with SIGKILL at the point named by KILL_AT. It prints the owner and home before the kill.
import { SandboxBankLinkProvider } from '#api/adapters/bankLink/SandboxBankLinkProvider';
import { createLoaders } from '#api/loaders';
import { User } from '#api/models/User';
import { linkSandboxBankAccount } from '#api/services/bankLinks/linkSandboxBankAccount';
import { verifyEquityTransaction } from '#api/services/properties/equityTransactions';
import { saveSandboxCard } from '../../support/savePaymentMethod.js';
import { KILLED_OWNER_PASSWORD, killAtNamedPoint, ownerWithHome, serverParts } from './killedProcess.js';

const { config, logger, db, adapters } = serverParts();
const cashOut = process.env.ACTION === 'cash-out';
const { email, userUuid, propertyUuid } = await ownerWithHome(db, 'killed');
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
    faults: killAtNamedPoint,
  },
  { propertyUuid, kind: cashOut ? 'CASH_OUT' : 'BUY_IN', frequency: 'ONE_TIME', amount: 5000, idempotencyKey, password: KILLED_OWNER_PASSWORD },
);
// Reaching here means the kill point was never reached.
process.exit(2);
