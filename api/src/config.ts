import { z } from 'zod';
import { DEFAULT_LICENSED_STATES } from '#core/rates/index';
import { US_STATE_CODES } from '#core/usStates';
import { FEATURE_FLAG_DEFAULTS } from '#core/featureFlags';
import { documentsAndJobsConfig } from './documentsAndJobsConfig.js';
import { paymentsConfig } from './paymentsConfig.js';
import { propertyAdaptersConfig } from './propertyAdaptersConfig.js';
import { restructureConfig } from './services/restructureApplication/settings.js';
import { purchaseConfig } from './services/purchaseApplication/settings.js';
import { severalProcessesCanServe } from '#api/serving/serverProcesses';

// Every setting the API reads, validated once at start-up so a bad value fails loudly
// instead of surfacing later as a confusing runtime error.
const booleanFromEnv = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('.data'),
  // Where the app is reached: mailed links and the same-origin checks use it, never the request's
  // Host header (anyone can forge that). Required in production; elsewhere http://localhost:PORT.
  PUBLIC_ORIGIN: z
    .string()
    .url()
    .refine((value) => ['http:', 'https:'].includes(new URL(value).protocol), 'Use an http or https origin.')
    .optional(),
  COOKIE_SECURE: booleanFromEnv.optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Roofline <hello@roofline.test>'),
  // Without SMTP: also write each outbox message as a JSON file here, for local reading and browser tests.
  MAIL_OUTBOX_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  // Failed logins one client may make per window.
  LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  LOGIN_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  // Failed logins one email may take per window from browsers that never logged in to it
  // (a known device of the account has a count of its own, so strangers cannot lock the owner out).
  LOGIN_EMAIL_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  LOGIN_EMAIL_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  // Analytics events each client may send per window (POST /api/v1/events is anonymous).
  EVENTS_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(120),
  EVENTS_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  // Minutes of inactivity after which a session ends (sliding), besides its 30-day cap.
  SESSION_IDLE_TIMEOUT_MINUTES: z.coerce.number().int().positive().default(30),
  DB_POOL_MAX: z.coerce.number().int().positive().default(10),
  // Server processes on this machine, sharing its port; each is a whole app server (what they
  // share lives in PostgreSQL). Unset: one per CPU core on PostgreSQL, one on the embedded database.
  WEB_CONCURRENCY: z.coerce.number().int().positive().optional(),
  // Seconds a page rendered for a visitor without a session is served to others from memory; 0 renders every request.
  PUBLIC_PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).default(30),
  // Megabytes of rendered pages one server keeps by the data they show, so a page whose data is unchanged is not rendered again; 0 keeps none.
  RENDERED_PAGES_MB: z.coerce.number().min(0).default(8),
  // /graphql requests one server works on at once; beyond it a request is answered 503 with Retry-After.
  // Above the 200 clients one server is to serve at once without an error (issue #14's bench target).
  GRAPHQL_MAX_IN_FLIGHT: z.coerce.number().int().positive().default(256),
  DB_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  // Feature flags of spec section 9 with the spec's defaults; FEATURE_<NAME>=true|false overrides.
  FEATURE_PRIVACY_COOKIE: booleanFromEnv.default(FEATURE_FLAG_DEFAULTS.privacyCookie),
  FEATURE_PROGRAMS_CUSTOM_DETAIL_CONTENT: booleanFromEnv.default(FEATURE_FLAG_DEFAULTS.programsCustomDetailContent),
  FEATURE_MULTIPLE_DASHBOARD: booleanFromEnv.default(FEATURE_FLAG_DEFAULTS.multipleDashboard),
  FEATURE_PROGRAMS_SHOW_LISTING: booleanFromEnv.default(FEATURE_FLAG_DEFAULTS.programsShowListing),
  FEATURE_PROGRAMS: booleanFromEnv.default(FEATURE_FLAG_DEFAULTS.programs),
  FEATURE_PARTNERSHIP_WAITLIST: booleanFromEnv.default(FEATURE_FLAG_DEFAULTS.partnershipWaitlist),
  FEATURE_DIRECT_EQUITY_TRANSACTIONS: booleanFromEnv.default(FEATURE_FLAG_DEFAULTS.directEquityTransactions),
  FEATURE_PROGRAM_FILTERS: booleanFromEnv.default(FEATURE_FLAG_DEFAULTS.programFilters),
  FEATURE_LENDER_NAMES: booleanFromEnv.default(FEATURE_FLAG_DEFAULTS.lenderNames),
  FEATURE_IDENTITY_CONNECTION: booleanFromEnv.default(FEATURE_FLAG_DEFAULTS.identityConnection),
  EQUITY_BUILDER_CUTOFF_DATE: z
    .string()
    .regex(/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/, 'Use the format MM/DD/YYYY.')
    .default(FEATURE_FLAG_DEFAULTS.equityBuilderCutoffDate),
  // Signs draft-article preview links; unset means a random secret kept under DATA_DIR.
  CONTENT_PREVIEW_SECRET: z.string().min(32, 'Use at least 32 characters.').optional(),
  // Comma-separated two-letter codes of the states Roofline is licensed in.
  LICENSED_STATES: z
    .string()
    .default(DEFAULT_LICENSED_STATES.join(','))
    .transform((value) =>
      value
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(US_STATE_CODES)).min(1)),
  // Set to use Google Places for address search instead of the embedded geocoder.
  GOOGLE_PLACES_API_KEY: z.string().min(1).optional(),
  ...documentsAndJobsConfig,
  ...paymentsConfig,
  ...propertyAdaptersConfig,
  ...restructureConfig,
  ...purchaseConfig,
});

export type AppConfig = z.infer<typeof configSchema> & {
  cookieSecure: boolean;
  /** PUBLIC_ORIGIN as an origin (scheme, host, port; no path or trailing slash). */
  publicOrigin: string;
  /** The origins REST accepts a state-changing request from (sameOriginsOf). */
  sameOrigins: readonly string[];
};

/** The names a machine has for itself; `npm start` and development serve on them. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Served locally (PUBLIC_ORIGIN on a loopback name, as `npm start` and development are), a page
 * opened at any loopback name of the same scheme and port is our own; deployed, only the one
 * public origin is.
 */
export function sameOriginsOf(publicOrigin: string): string[] {
  if (!LOOPBACK_HOSTS.includes(new URL(publicOrigin).hostname)) return [publicOrigin];
  return LOOPBACK_HOSTS.map((host) => {
    const url = new URL(publicOrigin);
    url.hostname = host;
    return url.origin;
  });
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production' && !config.PUBLIC_ORIGIN) {
    throw new Error('Invalid configuration:\n  PUBLIC_ORIGIN: required in production (the origin mailed links point to, e.g. https://roofline.example).');
  }
  if ((config.WEB_CONCURRENCY ?? 1) > 1 && !severalProcessesCanServe(config)) {
    throw new Error(
      'Invalid configuration:\n  WEB_CONCURRENCY: more than one server process needs DATABASE_URL (the embedded database belongs to the one process that opens it) and a DATA_DIR on disk.',
    );
  }
  if (config.STRIPE_SECRET_KEY && !config.STRIPE_PUBLISHABLE_KEY) {
    throw new Error('Invalid configuration:\n  STRIPE_PUBLISHABLE_KEY: required with STRIPE_SECRET_KEY (the browser enters cards with Stripe.js).');
  }
  if (Boolean(config.PLAID_CLIENT_ID) !== Boolean(config.PLAID_SECRET)) {
    throw new Error('Invalid configuration:\n  PLAID_CLIENT_ID and PLAID_SECRET: set both, or neither for the embedded bank-link sandbox.');
  }
  if (config.NODE_ENV === 'production' && config.PLAID_CLIENT_ID && !config.BANK_LINK_TOKEN_KEY) {
    throw new Error(
      'Invalid configuration:\n  BANK_LINK_TOKEN_KEY: required in production with Plaid (the key Plaid access tokens are encrypted with, the same on every server).',
    );
  }
  if (config.VALUATION_PROVIDER === 'attom' && !config.ATTOM_API_KEY) {
    throw new Error('Invalid configuration:\n  ATTOM_API_KEY: required with VALUATION_PROVIDER=attom.');
  }
  if (config.PAYOUT_PROVIDER === 'plaid' && !config.PLAID_CLIENT_ID) {
    throw new Error('Invalid configuration:\n  PAYOUT_PROVIDER=plaid pays to accounts linked with Plaid: set PLAID_CLIENT_ID and PLAID_SECRET.');
  }
  const publicOrigin = new URL(config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}`).origin;
  return { ...config, cookieSecure: config.COOKIE_SECURE ?? config.NODE_ENV === 'production', publicOrigin, sameOrigins: sameOriginsOf(publicOrigin) };
}
