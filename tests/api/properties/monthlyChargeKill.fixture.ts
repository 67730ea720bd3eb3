// A server process for monthlyChargeFaults.test.ts: it makes an owner with a home and a saved card,
// then runs the monthly charges of November 2026 and kills itself with SIGKILL at the point named
// by KILL_AT. It prints the home before the kill.
import { restructureTerms } from '#core/partnership/index';
import { createAdapters } from '#api/adapters/index';
import { loadConfig } from '#api/config';
import { createDb } from '#api/db';
import { createLogger } from '#api/lib/logger';
import { hashPassword } from '#api/services/passwords';
import { createPropertyFromDeal } from '#api/services/properties/createPropertyFromDeal';
import { chargeMonth } from '#api/services/properties/monthlyCharges';
import type { ProviderActionFault } from '#api/services/properties/providerActions';
import { saveSandboxCard } from '../../support/savePaymentMethod.js';

const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const logger = createLogger('silent');
const db = createDb(config);
const adapters = createAdapters(config, db, logger);

const email = `monthly-killed-${process.pid}-${Date.now()}@example.com`;
const [row] = await db('users')
  .insert({ email, passwordHash: await hashPassword('correct horse battery'), firstName: 'Sam', lastName: 'Okafor' })
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
await saveSandboxCard(db, adapters.paymentProcessor, { uuid: userUuid, email });
process.stdout.write(`${JSON.stringify({ propertyUuid })}\n`);

await chargeMonth(
  {
    db,
    config,
    adapters,
    logger,
    now: () => new Date('2026-11-23T15:00:00Z'),
    faults: (reached: ProviderActionFault) => {
      if (reached !== process.env.KILL_AT) return;
      process.kill(process.pid, 'SIGKILL');
      return new Promise<never>(() => undefined);
    },
  },
  propertyUuid,
);
// Reaching here means the kill point was never reached.
process.exit(2);
