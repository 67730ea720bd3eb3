import { z } from 'zod';

// Every setting the API reads, validated once at start-up so a bad value fails loudly
// instead of surfacing later as a confusing runtime error.
const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('.data'),
  PUBLIC_ORIGIN: z.string().url().optional(),
  COOKIE_SECURE: booleanFromEnv.optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Roofline <hello@roofline.test>'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  LOGIN_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  DB_POOL_MAX: z.coerce.number().int().positive().default(10),
  DB_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
});

export type AppConfig = z.infer<typeof configSchema> & { cookieSecure: boolean };

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const config = parsed.data;
  return { ...config, cookieSecure: config.COOKIE_SECURE ?? config.NODE_ENV === 'production' };
}
