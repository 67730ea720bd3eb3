import type { JobDefinition } from './JobDefinition.js';
import { purgeExpiredRecords } from './purgeExpiredRecords.js';
import { purgeExpiredIdempotencyKeys } from './purgeExpiredIdempotencyKeys.js';
import { reviewRestructureApplication } from './reviewRestructureApplication.js';
import { verifyRestructureAccount } from './verifyRestructureAccount.js';
import { expireRestructureApplications } from './expireRestructureApplications.js';

/** Every kind of background work the app runs. Add a job by adding it to this list. */
export const jobDefinitions: JobDefinition<any>[] = [
  purgeExpiredRecords,
  purgeExpiredIdempotencyKeys,
  reviewRestructureApplication,
  verifyRestructureAccount,
  expireRestructureApplications,
];
