import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  SEED_DEMO: booleanFlag.default(true),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_EXPIRES_IN: z.string().regex(/^\d+[smhd]$/, 'JWT_EXPIRES_IN looks like 7d, 12h or 30m').default('7d'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  CORS_ORIGIN: z.string().optional(),
  TRUST_PROXY: booleanFlag.default(false),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_WINDOW: z.string().default('1 minute'),
  SUPPORT_PHONE: z.string().default('+91 90000 12345'),
  SUPPORT_EMAIL: z.email().default('support@saarthi.in'),
  OFFICE_ADDRESS: z.string().default('Saarthi Mobility Pvt. Ltd., 2nd Floor, MG Road, Labbipet, Vijayawada, Andhra Pradesh 520010'),
  SOCIAL_FACEBOOK: z.string().default('https://www.facebook.com/saarthi'),
  SOCIAL_INSTAGRAM: z.string().default('https://www.instagram.com/saarthi'),
  SOCIAL_TWITTER: z.string().default('https://x.com/saarthi'),
  SOCIAL_YOUTUBE: z.string().default('https://www.youtube.com/@saarthi'),
  SOCIAL_LINKEDIN: z.string().default('https://www.linkedin.com/company/saarthi'),
  // Benchmarks only (issue 5): adds GET /api/__bench/baseline. Never set it in production.
  BENCH_BASELINE: booleanFlag.default(false),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  dataDir: string;
  uploadsDir: string;
  /** Where embedded PGlite keeps its files when DATABASE_URL is not set. */
  pgliteDir: string;
  seedDemo: boolean;
  jwtSecret: string;
  jwtExpiresIn: string;
  google: { clientId: string | undefined; jwksUrl: string };
  corsOrigin: string | undefined;
  trustProxy: boolean;
  rateLimit: { max: number; timeWindow: string };
  /** Serve the benchmark baseline route (see modules/bench). */
  benchBaseline: boolean;
  site: {
    supportPhone: string;
    supportEmail: string;
    officeAddress: string;
    social: { facebook: string; instagram: string; twitter: string; youtube: string; linkedin: string };
  };
}

/**
 * Without JWT_SECRET (a demo on one machine) a random secret is kept in DATA_DIR so that tokens
 * survive restarts. Several instances must share one JWT_SECRET, so production requires it.
 */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; every problem is listed in one error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most tools.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production');
  }
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    dataDir,
    uploadsDir: join(dataDir, 'uploads'),
    pgliteDir: join(dataDir, 'pglite'),
    seedDemo: e.SEED_DEMO,
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    jwtExpiresIn: e.JWT_EXPIRES_IN,
    google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL },
    corsOrigin: e.CORS_ORIGIN,
    trustProxy: e.TRUST_PROXY,
    rateLimit: { max: e.RATE_LIMIT_MAX, timeWindow: e.RATE_LIMIT_WINDOW },
    benchBaseline: e.BENCH_BASELINE,
    site: {
      supportPhone: e.SUPPORT_PHONE,
      supportEmail: e.SUPPORT_EMAIL,
      officeAddress: e.OFFICE_ADDRESS,
      social: {
        facebook: e.SOCIAL_FACEBOOK,
        instagram: e.SOCIAL_INSTAGRAM,
        twitter: e.SOCIAL_TWITTER,
        youtube: e.SOCIAL_YOUTUBE,
        linkedin: e.SOCIAL_LINKEDIN,
      },
    },
  };
}
