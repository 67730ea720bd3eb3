import type { Knex } from 'knex';
import type { AppConfig } from '../config.js';
import type { Adapters } from '../adapters/index.js';
import type { Logger } from '../lib/logger.js';
import type { JobSender } from '../jobs/JobDefinition.js';
import type { User } from '../models/User.js';
import type { Loaders } from '../loaders.js';
import type { ProviderActionFaults } from './properties/providerActions.js';

/** What every service call receives: plain dependencies plus who is asking. */
export interface ServiceContext {
  db: Knex;
  config: AppConfig;
  adapters: Adapters;
  logger: Logger;
  currentUser: User | null;
  /** This request's reads, shared by its operations (loaders.ts). */
  loaders: Loaders;
  sessionToken: string | null;
  now: () => Date;
  /** The browser's time zone (its IANA name), where the applicant's calendar date is taken (core/calendarDate.ts). */
  timeZone?: string;
  /** The connecting client (its address), for rate limits. */
  clientKey?: string;
  /** This browser's analytics key (HttpOnly cookie): proves which anonymous events are its own. */
  analyticsBrowserKey?: string | null;
  /** Where links in mail point: PUBLIC_ORIGIN only, never the request's Host header. */
  origin: string;
  /** The background job queue; absent where no queue runs (some tests). */
  jobs?: JobSender;
  /** The connecting client's address and browser, recorded with a signature. */
  clientAddress?: string;
  userAgent?: string;
  /** The anonymous prequals this browser created (its signed, HttpOnly claims cookie): only these may be claimed. */
  prequalClaims?: readonly string[];
  /** Adds an anonymous prequal just created to this browser's claims cookie. */
  claimPrequal?: (prequalUuid: string) => void;
  /** Fault tests stop a buy-in or cash-out at a named point, as a killed server would; never set in the app. */
  faults?: ProviderActionFaults;
}
