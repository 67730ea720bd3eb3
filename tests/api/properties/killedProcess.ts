// What the SIGKILL fixtures share: the app's parts as a server process builds them, an owner with
// the worked example's home, and the fault hook that kills the process at the point KILL_AT names.
import { restructureTerms } from '#core/partnership/index';
import { createAdapters } from '#api/adapters/index';
import { loadConfig } from '#api/config';
import { createDb } from '#api/db';
import { createLogger } from '#api/lib/logger';
import { hashPassword } from '#api/services/account/passwords';
import { createPropertyFromDeal } from '#api/services/properties/createPropertyFromDeal';
import type { ProviderActionFault } from '#api/services/properties/providerActions';

export const KILLED_OWNER_PASSWORD = 'correct horse battery';

/** The server's parts, made as the server makes them, on the database the test points it at. */
export function serverParts() {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const logger = createLogger('silent');
  const db = createDb(config);
  return { config, logger, db, adapters: createAdapters(config, db, logger) };
}

/** A new owner (named by the process, so runs never collide) and their partnership home: $800,000, $400,000 owed, $50,000 cash, PAYOFF. */
export async function ownerWithHome(db: ReturnType<typeof createDb>, emailPrefix: string) {
  const email = `${emailPrefix}-${process.pid}-${Date.now()}@example.com`;
  const [row] = await db('users')
    .insert({ email, passwordHash: await hashPassword(KILLED_OWNER_PASSWORD), firstName: 'Sam', lastName: 'Okafor' })
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
  return { email, userUuid, propertyUuid };
}

/** The fault hook: at the point KILL_AT names, the process dies as a killed server does, with no chance to clean up. */
export function killAtNamedPoint(reached: ProviderActionFault): void | Promise<never> {
  if (reached !== process.env.KILL_AT) return;
  process.kill(process.pid, 'SIGKILL');
  return new Promise<never>(() => undefined);
}
