import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_USD_PER_RMB } from '@spaceshare/shared/constants';

const boolFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** PostgreSQL connections per instance (in each of its two sets, decision 0814) unless DATABASE_POOL_SIZE says otherwise. */
export const DEFAULT_DATABASE_POOL_SIZE = 10;

/** Live sockets per process unless WS_MAX_SOCKETS says otherwise (decision 2450). */
const DEFAULT_WS_MAX_SOCKETS = 10_000;

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /**
   * PostgreSQL connections per instance. More than the database server's cores only queue in the
   * database instead of the app, and each connection prepares and plans every statement anew.
   */
  DATABASE_POOL_SIZE: z.coerce.number({ message: 'must be a number' }).int().min(1, 'must be at least 1').max(500).default(DEFAULT_DATABASE_POOL_SIZE),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, 'must be a redis:// or rediss:// URL')
    .optional(),
  SEED_DEMO: z.union([z.literal('auto'), boolFromEnv]).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How many US dollars one Chinese yuan buys; orders are priced in whole dollars. */
  USD_PER_RMB: z.coerce.number({ message: 'must be a number' }).positive('must be positive').default(DEFAULT_USD_PER_RMB),
  /** Allow the session cookie over plain HTTP (local use). Set to true behind HTTPS. */
  COOKIE_SECURE: boolFromEnv.default(false),
  WEB_DIST: z.string().optional(),
  LOGIN_RATE_LIMIT: z.coerce.number({ message: 'must be a number' }).int().positive().default(10),
  /** New listings, reviews, interest toggles, booking requests and conversations, each a minute per user. */
  WRITE_RATE_LIMIT: z.coerce.number({ message: 'must be a number' }).int().positive().default(20),
  /** How long public listing reads are answered from memory; 0 turns the micro-cache off. */
  RESPONSE_CACHE_TTL_MS: z.coerce.number({ message: 'must be a number' }).int().min(0).max(60_000).default(3000),
  /** How long the capped total of a list (X-Total-Count) is reused for the same filters (0: always counted). */
  COUNT_CACHE_TTL_MS: z.coerce.number({ message: 'must be a number' }).int().min(0).max(60_000).default(5000),
  /** How long a search's place words stay resolved (0: every search asks the places table). */
  PLACE_CACHE_TTL_MS: z.coerce.number({ message: 'must be a number' }).int().min(0).max(600_000).default(30_000),
  /** How often listings expiring within 2 days are looked for, to warn their owners (0: never). */
  EXPIRY_SWEEP_MS: z.coerce.number({ message: 'must be a number' }).int().min(0).max(86_400_000).default(600_000),
  /** How often uploads nobody claimed within a day (a registration never finished) are deleted (0: never). */
  UPLOAD_SWEEP_MS: z.coerce.number({ message: 'must be a number' }).int().min(0).max(86_400_000).default(3_600_000),
  /**
   * How often the embedded database (PGlite) looks for tables to vacuum or analyze, as PostgreSQL's
   * autovacuum would (0: never; PostgreSQL runs its own).
   */
  TABLE_UPKEEP_MS: z.coerce.number({ message: 'must be a number' }).int().min(0).max(86_400_000).default(60_000),
  /** How often live sockets are pinged and their sessions re-checked. */
  WS_HEARTBEAT_MS: z.coerce.number({ message: 'must be a number' }).int().min(50).max(600_000).default(30_000),
  /**
   * Live sockets this process holds at most, whoever opened them (each costs a file descriptor and
   * some memory); the next one is closed with 1013 (try again later) and the tab reconnects later.
   */
  WS_MAX_SOCKETS: z.coerce.number({ message: 'must be a number' }).int().min(1, 'must be at least 1').max(1_000_000).default(DEFAULT_WS_MAX_SOCKETS),
  /** Set when running behind a reverse proxy so that rate limits see the client's address. */
  TRUST_PROXY: boolFromEnv.default(false),
  /**
   * Origins (scheme://host[:port], comma-separated) whose pages may open live sockets and send writes,
   * besides the request's own origin.
   */
  PUBLIC_ORIGIN: z
    .string()
    .transform((v) => v.split(',').map((o) => o.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^https?:\/\/[^/\s?#]+$/, 'must be a comma-separated list of origins such as https://spaceshare.example')))
    .default([]),
  /**
   * The site's address as people reach it, for links in emails and the pages' canonical and share
   * links, robots.txt and the sitemap (default: the first PUBLIC_ORIGIN, else http://localhost:PORT).
   */
  PUBLIC_URL: z.string().regex(/^https?:\/\/[^\s?#]+$/, 'must be an http:// or https:// address').optional(),
  /** SMTP server for email (smtp:// or smtps://, credentials in the URL); without it emails are written to DATA_DIR/outbox. */
  SMTP_URL: z.string().regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3, 'must be an address such as SpaceShare <no-reply@example.com>').default('SpaceShare <no-reply@spaceshare.local>'),
  /** An unread conversation is emailed once, when still unread this long after its first unread message. */
  UNREAD_EMAIL_DELAY_MS: z.coerce.number({ message: 'must be a number' }).int().min(0).max(86_400_000).default(300_000),
  /** How often each instance looks for emails to send (0: this instance sends none). */
  EMAIL_POLL_MS: z.coerce.number({ message: 'must be a number' }).int().min(0).max(3_600_000).default(5_000),
  EMAIL_MAX_ATTEMPTS: z.coerce.number({ message: 'must be a number' }).int().min(1).max(50).default(5),
  /** The first retry waits this long, each next one twice as long. */
  EMAIL_RETRY_BASE_MS: z.coerce.number({ message: 'must be a number' }).int().min(0).max(86_400_000).default(30_000),
  /** VAPID keys for Web Push (decision 2330), base64url as `web-push generate-vapid-keys` prints them; both or neither. */
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key, 65 bytes in base64url (87 characters)').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, 32 bytes in base64url (43 characters)').optional(),
  /** Who the push services may contact about our pushes: mailto: or https:. */
  VAPID_SUBJECT: z.string().regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s]+)$/, 'must be a mailto: address or an https:// URL').optional(),
  /** How often each instance sends due pushes (0: this instance sends none); a new push is also sent at once. */
  PUSH_POLL_MS: z.coerce.number({ message: 'must be a number' }).int().min(0).max(3_600_000).default(5_000),
  PUSH_MAX_ATTEMPTS: z.coerce.number({ message: 'must be a number' }).int().min(1).max(50).default(5),
  PUSH_RETRY_BASE_MS: z.coerce.number({ message: 'must be a number' }).int().min(0).max(86_400_000).default(30_000),
  /** Tests and development: accept push endpoints on this machine (http:// or https:// on a loopback address). */
  PUSH_ALLOW_HTTP_ENDPOINTS: boolFromEnv.default(false),
  /** Serves /api/metrics on the main port to `Authorization: Bearer <token>` only. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').max(200, 'must be at most 200 characters').optional(),
  /** Serves /metrics without a token on this port of 127.0.0.1 only. */
  METRICS_PORT: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .optional(),
  /** URLs per sitemap file; past it /sitemap.xml becomes an index of files (the protocol allows 50,000). */
  SITEMAP_URLS_PER_FILE: z.coerce.number({ message: 'must be a number' }).int().min(1).max(50_000).default(50_000),
})
  .refine((c) => (c.VAPID_PUBLIC_KEY === undefined) === (c.VAPID_PRIVATE_KEY === undefined), {
    message: 'must be set together with VAPID_PRIVATE_KEY (or neither: the keys are made once and kept in the database)',
    path: ['VAPID_PUBLIC_KEY'],
  })
  .refine((c) => !(c.PUSH_ALLOW_HTTP_ENDPOINTS && c.NODE_ENV === 'production'), {
    message: 'must not be set in production: push endpoints there are https:// addresses of push services',
    path: ['PUSH_ALLOW_HTTP_ENDPOINTS'],
  })
  .refine((c) => c.METRICS_PORT === undefined || c.METRICS_PORT === 0 || c.METRICS_PORT !== c.PORT, {
  message: 'must differ from PORT',
  path: ['METRICS_PORT'],
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  redisUrl: string | undefined;
  seedDemo: 'auto' | boolean;
  logLevel: string;
  usdPerRmb: number;
  cookieSecure: boolean;
  webDist: string | undefined;
  loginRateLimit: number;
  writeRateLimit: number;
  trustProxy: boolean;
  responseCacheTtlMs: number;
  placeCacheTtlMs: number;
  countCacheTtlMs: number;
  expirySweepMs: number;
  uploadSweepMs: number;
  tableUpkeepMs: number;
  email: EmailConfig;
  push: PushConfig;
  wsHeartbeatMs: number;
  wsMaxSockets: number;
  metricsToken: string | undefined;
  metricsPort: number | undefined;
  publicOrigins: string[];
  /** The site's address without a trailing slash (PUBLIC_URL). */
  publicUrl: string;
  /** Settings that work but are most likely a mistake: logged once at start-up (server.ts). */
  warnings: string[];
  sitemapUrlsPerFile: number;
};

export class ConfigError extends Error {}

export type EmailConfig = {
  publicUrl: string;
  smtpUrl: string | undefined;
  from: string;
  unreadDelayMs: number;
  pollMs: number;
  maxAttempts: number;
  retryBaseMs: number;
};

export type PushConfig = {
  /** From the environment; null: made once and kept in the database. */
  vapidKeys: { publicKey: string; privateKey: string } | null;
  subject: string;
  pollMs: number;
  maxAttempts: number;
  retryBaseMs: number;
  allowLocalHttp: boolean;
};

/** The VAPID subject unless VAPID_SUBJECT says otherwise: the site when it is https, else the sender's address. */
export function defaultVapidSubject(publicUrl: string, mailFrom: string): string {
  if (publicUrl.startsWith('https://')) return publicUrl;
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

/** Parses the environment once; the first bad variable becomes one clear line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`);
  }
  const c = parsed.data;
  const publicUrl = (c.PUBLIC_URL ?? c.PUBLIC_ORIGIN[0] ?? `http://localhost:${c.PORT}`).replace(/\/+$/, '');
  const warnings: string[] = [];
  // The localhost fallback suits development; in production it would put localhost into emails
  // and into every shared link's canonical and og:url.
  if (c.NODE_ENV === 'production' && c.PUBLIC_URL === undefined && c.PUBLIC_ORIGIN.length === 0) {
    warnings.push(
      `PUBLIC_URL is not set: links in emails, canonical and share links, robots.txt and the sitemap say ${publicUrl}. ` +
        "Set PUBLIC_URL to the site's address as people reach it (e.g. https://spaceshare.example).",
    );
  }
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    databasePoolSize: c.DATABASE_POOL_SIZE,
    redisUrl: c.REDIS_URL,
    seedDemo: c.SEED_DEMO,
    logLevel: c.LOG_LEVEL,
    usdPerRmb: c.USD_PER_RMB,
    cookieSecure: c.COOKIE_SECURE,
    webDist: c.WEB_DIST,
    loginRateLimit: c.LOGIN_RATE_LIMIT,
    writeRateLimit: c.WRITE_RATE_LIMIT,
    trustProxy: c.TRUST_PROXY,
    responseCacheTtlMs: c.RESPONSE_CACHE_TTL_MS,
    placeCacheTtlMs: c.PLACE_CACHE_TTL_MS,
    countCacheTtlMs: c.COUNT_CACHE_TTL_MS,
    expirySweepMs: c.EXPIRY_SWEEP_MS,
    uploadSweepMs: c.UPLOAD_SWEEP_MS,
    tableUpkeepMs: c.TABLE_UPKEEP_MS,
    wsHeartbeatMs: c.WS_HEARTBEAT_MS,
    wsMaxSockets: c.WS_MAX_SOCKETS,
    metricsToken: c.METRICS_TOKEN,
    metricsPort: c.METRICS_PORT,
    publicOrigins: c.PUBLIC_ORIGIN,
    publicUrl,
    warnings,
    sitemapUrlsPerFile: c.SITEMAP_URLS_PER_FILE,
    email: {
      publicUrl,
      smtpUrl: c.SMTP_URL,
      from: c.MAIL_FROM,
      unreadDelayMs: c.UNREAD_EMAIL_DELAY_MS,
      pollMs: c.EMAIL_POLL_MS,
      maxAttempts: c.EMAIL_MAX_ATTEMPTS,
      retryBaseMs: c.EMAIL_RETRY_BASE_MS,
    },
    push: {
      vapidKeys: c.VAPID_PUBLIC_KEY && c.VAPID_PRIVATE_KEY ? { publicKey: c.VAPID_PUBLIC_KEY, privateKey: c.VAPID_PRIVATE_KEY } : null,
      subject: c.VAPID_SUBJECT ?? defaultVapidSubject(publicUrl, c.MAIL_FROM),
      pollMs: c.PUSH_POLL_MS,
      maxAttempts: c.PUSH_MAX_ATTEMPTS,
      retryBaseMs: c.PUSH_RETRY_BASE_MS,
      allowLocalHttp: c.PUSH_ALLOW_HTTP_ENDPOINTS,
    },
  };
}

/**
 * A config for tests: in-memory database, quiet logs, no seeding, and no response cache (tests write
 * rows through factories, which the cache cannot hear about; the cache has tests of its own).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', RESPONSE_CACHE_TTL_MS: '0', COUNT_CACHE_TTL_MS: '0', EXPIRY_SWEEP_MS: '0', UPLOAD_SWEEP_MS: '0', TABLE_UPKEEP_MS: '0', EMAIL_POLL_MS: '0', PUSH_POLL_MS: '0', WRITE_RATE_LIMIT: '100000' }),
    databaseUrl: process.env.DATABASE_URL || undefined,
    ...overrides,
  };
}
