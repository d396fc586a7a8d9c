import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { isGstin } from '../shared/validators.js';

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
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, 'JWT_EXPIRES_IN looks like 7d, 12h or 30m')
    .default('7d'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  CORS_ORIGIN: z.string().optional(),
  // How far to trust X-Forwarded-For: `false`, a number of proxy hops in front of us (`1` behind
  // one load balancer), or the proxies' addresses/CIDRs, comma-separated. `true` (trust any
  // client's header) would let anyone pick their address and slip the rate limits: refused.
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine(
      (value) => value !== 'true',
      'TRUST_PROXY=true would trust any client: give a hop count (1) or the proxy addresses',
    )
    .transform((value): number | string[] | false =>
      value === 'false' || value === '0'
        ? false
        : /^\d+$/.test(value)
          ? Number(value)
          : value.split(',').map((part) => part.trim()),
    ),
  REDIS_URL: z.url().optional(),
  // On SIGTERM, how long to keep serving while saying "not ready", so the load balancer's check
  // takes the instance out before it closes (0 without a load balancer).
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  // Seconds a call waits for a database connection, and for one statement, before answering 503.
  DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  // 32 bytes, base64: keys the Aadhaar hash and encrypts PAN. Generated into DATA_DIR when unset
  // outside production; every instance must share one.
  PERSONAL_DATA_KEY: z
    .string()
    .refine(
      (value) => Buffer.from(value, 'base64').length === 32,
      'PERSONAL_DATA_KEY must be 32 bytes in base64 (openssl rand -base64 32)',
    )
    .optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_WINDOW: z.string().default('1 minute'),
  SUPPORT_PHONE: z.string().default('+91 90000 12345'),
  SUPPORT_EMAIL: z.email().default('support@saarthi.in'),
  OFFICE_ADDRESS: z
    .string()
    .default(
      'Saarthi Mobility Pvt. Ltd., 2nd Floor, MG Road, Labbipet, Vijayawada, Andhra Pradesh 520010',
    ),
  // Saarthi's own registration, printed on its tax invoices for commission to the companies.
  SAARTHI_LEGAL_NAME: z.string().min(1).default('Saarthi Mobility Pvt. Ltd.'),
  SAARTHI_GSTIN: z
    .string()
    .refine(isGstin, 'SAARTHI_GSTIN must be a valid 15-character GSTIN')
    .default('37AAKCS4821K1ZZ'),
  SOCIAL_FACEBOOK: z.string().default('https://www.facebook.com/saarthi'),
  SOCIAL_INSTAGRAM: z.string().default('https://www.instagram.com/saarthi'),
  SOCIAL_TWITTER: z.string().default('https://x.com/saarthi'),
  SOCIAL_YOUTUBE: z.string().default('https://www.youtube.com/@saarthi'),
  SOCIAL_LINKEDIN: z.string().default('https://www.linkedin.com/company/saarthi'),
  // Where booking e-mails go out (smtp://user:pass@host:587, smtps://… for TLS); without it each
  // mail is written to the log instead, so a demo needs no mail server.
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(1).default('Saarthi <bookings@saarthi.in>'),
  // The site's own address as a reader reaches it (https://saarthi.in), for the links e-mails
  // carry (a password reset). Taken from here, never from a request's Host header, which a
  // stranger could set to send someone a link to another site. Defaults to this machine's port.
  PUBLIC_URL: z.url().optional(),
  // Cars per sitemap file: the sitemaps protocol's limit unless a smaller file is wanted.
  SITEMAP_CARS_PER_FILE: z.coerce.number().int().min(1).max(50_000).default(50_000),
  // Benchmarks only: adds GET /api/__bench/baseline. Never set it in production.
  BENCH_BASELINE: booleanFlag.default(false),
  // End-to-end tests only: adds POST /api/__test/paper-sweep. Refused in production.
  TEST_HOOKS: booleanFlag.default(false),
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
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses. */
  trustProxy: false | number | string[];
  /** Shared rate-limit counters (and anything else instances share) when set. */
  redisUrl: string | undefined;
  databaseTimeoutMs: number;
  shutdownDelayMs: number;
  /** 32 bytes: keys the Aadhaar hash and encrypts PAN. */
  personalDataKey: Buffer;
  rateLimit: { max: number; timeWindow: string };
  /** Serve the benchmark baseline route (see modules/bench). */
  benchBaseline: boolean;
  /** Serve the end-to-end tests' hooks (see modules/test-hooks); never in production. */
  testHooks: boolean;
  /** The SMTP server of booking e-mails; unset, they are written to the log. */
  smtpUrl: string | undefined;
  /** The From of every e-mail Saarthi sends. */
  mailFrom: string;
  /** The site's address, without a trailing slash, that e-mails and the sitemap link to. */
  publicUrl: string;
  /** How many cars one sitemap file lists (modules/site-index). */
  sitemapCarsPerFile: number;
  /** Who Saarthi is on its own tax invoices: its legal name, GSTIN and registered address. */
  invoicing: { legalName: string; gstin: string; address: string };
  site: {
    supportPhone: string;
    supportEmail: string;
    officeAddress: string;
    social: {
      facebook: string;
      instagram: string;
      twitter: string;
      youtube: string;
      linkedin: string;
    };
  };
}

/**
 * Without JWT_SECRET (a demo on one machine) a random secret is kept in DATA_DIR so that tokens
 * survive restarts. Several instances must share one JWT_SECRET, so production requires it.
 */
function loadOrCreateSecret(dataDir: string, name: string, make: () => string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = make();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; every problem is listed in one error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most tools.
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const missing = [
    ...(e.NODE_ENV === 'production' && !e.JWT_SECRET
      ? ['  JWT_SECRET: required when NODE_ENV=production']
      : []),
    ...(e.NODE_ENV === 'production' && !e.PERSONAL_DATA_KEY
      ? ['  PERSONAL_DATA_KEY: required when NODE_ENV=production']
      : []),
    ...(e.NODE_ENV === 'production' && e.TEST_HOOKS
      ? ['  TEST_HOOKS: never allowed when NODE_ENV=production']
      : []),
  ];
  if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
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
    jwtSecret:
      e.JWT_SECRET ??
      loadOrCreateSecret(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url')),
    jwtExpiresIn: e.JWT_EXPIRES_IN,
    google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL },
    corsOrigin: e.CORS_ORIGIN,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    databaseTimeoutMs: e.DATABASE_TIMEOUT_MS,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    personalDataKey: Buffer.from(
      e.PERSONAL_DATA_KEY ??
        loadOrCreateSecret(dataDir, 'personal-data-key', () => randomBytes(32).toString('base64')),
      'base64',
    ),
    rateLimit: { max: e.RATE_LIMIT_MAX, timeWindow: e.RATE_LIMIT_WINDOW },
    benchBaseline: e.BENCH_BASELINE,
    testHooks: e.TEST_HOOKS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    sitemapCarsPerFile: e.SITEMAP_CARS_PER_FILE,
    invoicing: {
      legalName: e.SAARTHI_LEGAL_NAME,
      gstin: e.SAARTHI_GSTIN.toUpperCase(),
      address: e.OFFICE_ADDRESS,
    },
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
