// A server process for monthlyChargeFaults.test.ts: it makes an owner with a home and a saved card,
// then runs the monthly charges of November 2026 and kills itself with SIGKILL at the point named
// by KILL_AT. It prints the home before the kill.
import { chargeMonth } from '#api/services/properties/monthlyCharges';
import { saveSandboxCard } from '../../support/savePaymentMethod.js';
import { killAtNamedPoint, ownerWithHome, serverParts } from './killedProcess.js';

const { config, logger, db, adapters } = serverParts();
const { email, userUuid, propertyUuid } = await ownerWithHome(db, 'monthly-killed');
await saveSandboxCard(db, adapters.paymentProcessor, { uuid: userUuid, email });
process.stdout.write(`${JSON.stringify({ propertyUuid })}\n`);

await chargeMonth({ db, config, adapters, logger, now: () => new Date('2026-11-23T15:00:00Z'), faults: killAtNamedPoint }, propertyUuid);
// Reaching here means the kill point was never reached.
process.exit(2);
