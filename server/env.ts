import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { PublicConfig } from '../src/shared/config/public-config';

// The one place that reads process.env (STYLE.md rule 8). Everything else receives `Env`.

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const booleanFlag = z.enum(['true', 'false']).transform((value) => value === 'true');
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

const ZRawEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  NEXTAUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  NEXTAUTH_URL: z.url().optional(),
  SEED_DEMO: booleanFlag.optional(),
  MIGRATE_ON_START: booleanFlag.default(true),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  AZURE_AD_CLIENT_ID: z.string().min(1).optional(),
  AZURE_AD_CLIENT_SECRET: z.string().min(1).optional(),
  AZURE_AD_TENANT_ID: z.string().min(1).optional(),
  ANALYTICS_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  ANALYTICS_RATE_WINDOW_S: z.coerce.number().int().min(1).max(86_400).default(10),
  ANALYTICS_QUEUE_CAPACITY: z.coerce.number().int().min(1).max(10_000_000).default(50_000),
  ANALYTICS_COMMIT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  PRODUCT_ANALYTICS_KEY: z.string().min(1).optional(),
  PRODUCT_ANALYTICS_HOST: httpUrl.default('https://us.i.posthog.com'),
  TAG_MANAGER_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only')
    .optional(),
  TAG_MANAGER_SRC: httpUrl.default('https://www.googletagmanager.com/gtm.js'),
  CRM_WIDGET_SRC: httpUrl.optional(),
  ONBOARDING_SRC: httpUrl.optional(),
  ONBOARDING_KEY: z.string().min(1).optional(),
  VHR_SNAPSHOT_SRC: httpUrl.optional(),
  // One tile host, so the Content-Security-Policy can name it: `{s}` subdomain templates are refused.
  MAP_TILE_URL: httpUrl
    .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), 'must contain {z}, {x} and {y}')
    .refine((url) => !url.includes('{s}'), 'must name one host: {s} subdomains are not supported')
    .optional(),
  MAP_TILE_ATTRIBUTION: z.string().min(1).max(300).default('© OpenStreetMap contributors'),
  TRUST_PROXY: z.string().min(1).optional(),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  RATE_LIMIT_STORE: z.enum(['memory', 'postgres', 'redis']).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  SIGNIN_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  SIGNIN_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(100),
  SIGNIN_RATE_WINDOW_S: z.coerce.number().int().min(1).default(900),
  GRAPHQL_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  GRAPHQL_RATE_WINDOW_S: z.coerce.number().int().min(1).default(60),
  SALES_PACKET_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  SALES_PACKET_LEAD_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  MARKETPLACE_FEED_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  MARKETPLACE_PHOTO_RATE_LIMIT: z.coerce.number().int().min(1).default(3000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  SMTP_FROM: z.string().min(3).default('Lotwise <no-reply@lotwise.app>'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  VALUATION_PROVIDER_URL: httpUrl.optional(),
  VALUATION_PROVIDER_KEY: z.string().min(1).optional(),
  VALUATION_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2_000),
  WEBHOOK_ALLOW_PRIVATE: booleanFlag.default(false),
  EVENT_STREAMS_PER_VIEWER: z.coerce.number().int().min(1).max(100_000).default(10),
  SECRETS_KEY: z
    .string()
    .regex(
      /^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/,
      'must be 32 random bytes: 64 hex digits or 44 base64 characters (openssl rand -base64 32)',
    )
    .optional(),
});

export type Env = {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  authSecret: string;
  /** The product's origin for links sent out (mail) and the cookie's security. */
  authUrl: string;
  /**
   * Outside production with no NEXTAUTH_URL, sign-in answers on the origin the browser used
   * (localhost, 127.0.0.1, a LAN address) instead of sending the person to localhost.
   */
  authOriginFromRequest: boolean;
  seedDemo: boolean;
  /** Migrate at start-up (under the start-up lock); false waits for `npm run migrate` to have run. */
  migrateOnStart: boolean;
  google: { clientId: string; clientSecret: string } | undefined;
  azureAd: { clientId: string; clientSecret: string; tenantId: string } | undefined;
  analytics: {
    /** Requests to POST /api/analytics one client may make per window. */
    rateLimit: number;
    rateWindowSeconds: number;
    /** Events waiting to be written (their requests unanswered) before the endpoint answers 503. */
    queueCapacity: number;
    /** How long a request waits for its events' batch to commit before it answers 503. */
    commitTimeoutMs: number;
  };
  /** Third-party services the browser loads (CONTRACTS.md); each is absent unless configured. */
  publicConfig: PublicConfig;
  /** Outgoing email (invitations); absent unless SMTP_URL is set. */
  smtp: { url: string; from: string } | undefined;
  /** express's `trust proxy` (behind a load balancer: which hops' X-Forwarded-* to believe). */
  trustProxy: boolean | number | string;
  requestTimeoutMs: number;
  /**
   * After SIGTERM: /api/ready answers 503 for `delayMs` while requests are still served (a load
   * balancer stops sending new ones), then the listener closes and requests in flight get up to
   * `graceMs` before they are cut.
   */
  shutdown: { delayMs: number; graceMs: number };
  logLevel: LogLevel;
  /**
   * GET /api/metrics: on the main port only with `token` as a Bearer token (404 without one),
   * and without a token on `port`, which listens on loopback only.
   */
  metrics: { token: string | undefined; port: number | undefined };
  /** A remote valuation provider; absent unless VALUATION_PROVIDER_URL and _KEY are both set. */
  valuationProvider: { url: string; key: string; timeoutMs: number } | undefined;
  /** AES-256-GCM key for DMS credentials and feed secrets and marketplace lead secrets; without it they cannot be saved. */
  secretsKey: Buffer | undefined;
  /**
   * Webhooks may go to loopback, private, link-local and metadata addresses, and over plain http:
   * for tests and closed networks only (WEBHOOK_ALLOW_PRIVATE=true; docs/webhooks.md).
   */
  webhookAllowPrivate: boolean;
  /** Open event streams (/api/graphql/stream) one person or API token may hold per process (EVENT_STREAMS_PER_VIEWER). */
  eventStreamsPerViewer: number;
  rateLimits: {
    /**
     * Where counters live: a store every process shares whenever there is one (Redis when
     * configured, else PostgreSQL), so N processes allow a limit once, not N times; process memory
     * on embedded PGlite (one process) or when RATE_LIMIT_STORE says so. Sign-in limits and
     * per-request limits (GraphQL, analytics, feeds) use the same store.
     */
    signInStore: 'memory' | 'postgres' | 'redis';
    requestStore: 'memory' | 'postgres' | 'redis';
    redisUrl: string | undefined;
    signInPerAccount: number;
    signInPerIp: number;
    signInWindowSeconds: number;
    graphql: number;
    graphqlWindowSeconds: number;
    /** Loads of shared sales packets per address a minute (server/http/shared-packet.ts). */
    salesPacket: number;
    /** "Check availability" messages from shared sales packets per address in 10 minutes (server/http/shared-packet-leads.ts). */
    salesPacketLeads: number;
    /** Listing pulls (CSV or XML) per marketplace feed token and address a minute (server/http/marketplace-feeds.ts). */
    marketplaceFeed: number;
    /** Photo loads through a marketplace feed per token and address a minute. */
    marketplacePhotos: number;
  };
};

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

function pair<K extends string>(raw: Partial<Record<K, string>>, keys: K[], problems: string[]) {
  const set = keys.filter((key) => raw[key] !== undefined);
  if (set.length === 0) return undefined;
  if (set.length < keys.length) {
    const missing = keys.filter((key) => raw[key] === undefined);
    problems.push(`${missing.join(', ')}: required when ${set.join(', ')} is set`);
    return undefined;
  }
  return Object.fromEntries(keys.map((key) => [key, raw[key]])) as Record<K, string>;
}

// Outside production a missing secret is generated once and kept beside the data, so
// sessions survive restarts without any set-up.
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'nextauth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** TRUST_PROXY as express takes it: true/false, a hop count, or addresses/subnets (loopback, 10.0.0.0/8, …). */
function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const emptyAsUnset = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = ZRawEnv.safeParse(emptyAsUnset);
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const raw = parsed.data;
  const problems: string[] = [];
  const production = raw.NODE_ENV === 'production';
  const rateLimitStore = raw.RATE_LIMIT_STORE ?? (raw.REDIS_URL ? 'redis' : raw.DATABASE_URL ? 'postgres' : 'memory');
  if (production && !raw.NEXTAUTH_SECRET) problems.push('NEXTAUTH_SECRET: required when NODE_ENV=production');
  if (raw.RATE_LIMIT_STORE === 'redis' && !raw.REDIS_URL)
    problems.push('REDIS_URL: required when RATE_LIMIT_STORE=redis');
  if (raw.RATE_LIMIT_STORE === 'postgres' && !raw.DATABASE_URL) {
    problems.push(
      'DATABASE_URL: RATE_LIMIT_STORE=postgres needs a PostgreSQL server (embedded PGlite serves one process)',
    );
  }
  const google = pair(raw, ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'], problems);
  const azureAd = pair(raw, ['AZURE_AD_CLIENT_ID', 'AZURE_AD_CLIENT_SECRET', 'AZURE_AD_TENANT_ID'], problems);
  const valuationProvider = pair(raw, ['VALUATION_PROVIDER_URL', 'VALUATION_PROVIDER_KEY'], problems);
  if (problems.length > 0) throw new EnvError(problems);

  const dataDir = path.resolve(raw.DATA_DIR);
  return {
    production,
    port: raw.PORT,
    host: raw.HOST,
    dataDir,
    databaseUrl: raw.DATABASE_URL,
    databasePoolSize: raw.DATABASE_POOL_SIZE,
    authSecret: raw.NEXTAUTH_SECRET ?? developmentSecret(dataDir),
    authUrl: raw.NEXTAUTH_URL ?? `http://localhost:${raw.PORT}`,
    authOriginFromRequest: !raw.NEXTAUTH_URL && !production,
    seedDemo: raw.SEED_DEMO ?? !production,
    migrateOnStart: raw.MIGRATE_ON_START,
    google: google && { clientId: google.GOOGLE_CLIENT_ID, clientSecret: google.GOOGLE_CLIENT_SECRET },
    azureAd: azureAd && {
      clientId: azureAd.AZURE_AD_CLIENT_ID,
      clientSecret: azureAd.AZURE_AD_CLIENT_SECRET,
      tenantId: azureAd.AZURE_AD_TENANT_ID,
    },
    analytics: {
      rateLimit: raw.ANALYTICS_RATE_LIMIT,
      rateWindowSeconds: raw.ANALYTICS_RATE_WINDOW_S,
      queueCapacity: raw.ANALYTICS_QUEUE_CAPACITY,
      commitTimeoutMs: raw.ANALYTICS_COMMIT_TIMEOUT_MS,
    },
    smtp: raw.SMTP_URL ? { url: raw.SMTP_URL, from: raw.SMTP_FROM } : undefined,
    trustProxy: parseTrustProxy(raw.TRUST_PROXY),
    requestTimeoutMs: raw.REQUEST_TIMEOUT_MS,
    shutdown: { delayMs: raw.SHUTDOWN_DELAY_MS, graceMs: raw.SHUTDOWN_GRACE_MS },
    logLevel: raw.LOG_LEVEL,
    metrics: { token: raw.METRICS_TOKEN, port: raw.METRICS_PORT },
    valuationProvider: valuationProvider && {
      url: valuationProvider.VALUATION_PROVIDER_URL,
      key: valuationProvider.VALUATION_PROVIDER_KEY,
      timeoutMs: raw.VALUATION_PROVIDER_TIMEOUT_MS,
    },
    secretsKey: raw.SECRETS_KEY
      ? Buffer.from(raw.SECRETS_KEY, raw.SECRETS_KEY.length === 64 ? 'hex' : 'base64')
      : undefined,
    webhookAllowPrivate: raw.WEBHOOK_ALLOW_PRIVATE,
    eventStreamsPerViewer: raw.EVENT_STREAMS_PER_VIEWER,
    rateLimits: {
      signInStore: rateLimitStore,
      requestStore: rateLimitStore,
      // Connected only when a limit uses it (RATE_LIMIT_STORE may choose another store).
      redisUrl: rateLimitStore === 'redis' ? raw.REDIS_URL : undefined,
      signInPerAccount: raw.SIGNIN_RATE_LIMIT_PER_ACCOUNT,
      signInPerIp: raw.SIGNIN_RATE_LIMIT_PER_IP,
      signInWindowSeconds: raw.SIGNIN_RATE_WINDOW_S,
      graphql: raw.GRAPHQL_RATE_LIMIT,
      graphqlWindowSeconds: raw.GRAPHQL_RATE_WINDOW_S,
      salesPacket: raw.SALES_PACKET_RATE_LIMIT,
      salesPacketLeads: raw.SALES_PACKET_LEAD_RATE_LIMIT,
      marketplaceFeed: raw.MARKETPLACE_FEED_RATE_LIMIT,
      marketplacePhotos: raw.MARKETPLACE_PHOTO_RATE_LIMIT,
    },
    publicConfig: {
      ...(raw.PRODUCT_ANALYTICS_KEY && {
        productAnalytics: { key: raw.PRODUCT_ANALYTICS_KEY, host: raw.PRODUCT_ANALYTICS_HOST },
      }),
      ...(raw.TAG_MANAGER_ID && { tagManager: { id: raw.TAG_MANAGER_ID, src: raw.TAG_MANAGER_SRC } }),
      ...(raw.CRM_WIDGET_SRC && { crmWidget: { src: raw.CRM_WIDGET_SRC } }),
      ...(raw.ONBOARDING_SRC && { onboarding: { src: raw.ONBOARDING_SRC, key: raw.ONBOARDING_KEY } }),
      ...(raw.VHR_SNAPSHOT_SRC && { vhrSnapshot: { src: raw.VHR_SNAPSHOT_SRC } }),
      ...(raw.MAP_TILE_URL && { mapTiles: { url: raw.MAP_TILE_URL, attribution: raw.MAP_TILE_ATTRIBUTION } }),
    },
  };
}

/**
 * How to log before the environment is validated (a bad variable is itself logged): the same
 * format and level `loadEnv` would give, with an invalid LOG_LEVEL read as `info`.
 */
export function earlyLogSettings(source: Record<string, string | undefined> = process.env): {
  production: boolean;
  level: LogLevel;
} {
  const level = LOG_LEVELS.find((known) => known === source.LOG_LEVEL) ?? 'info';
  return { production: source.NODE_ENV === 'production', level };
}

/**
 * next-auth reads NEXTAUTH_URL from process.env itself to build its callback URLs; publish the
 * validated value so it and Lotwise agree on the product's origin. Where the origin comes from
 * the request, next-auth is told to trust the host the auth router hands it (auth/handler.ts
 * sets it from the connection, never from a client's forwarded headers).
 */
export function publishLibraryEnv(env: Env): void {
  if (env.authOriginFromRequest) {
    delete process.env.NEXTAUTH_URL;
    process.env.AUTH_TRUST_HOST = 'true';
  } else {
    process.env.NEXTAUTH_URL = env.authUrl;
    delete process.env.AUTH_TRUST_HOST;
  }
}
