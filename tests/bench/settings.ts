// How `npm run bench` is configured: the environment variables described at the top of run.ts.
import type { InventorySettings } from './inventory';
import type { BenchSettings } from './measure';

export function numberFromEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number ≥ ${min} (got "${raw}")`);
  return value;
}

export function readInventorySettings(): InventorySettings | undefined {
  if (process.env.BENCH_INVENTORY === 'false') return undefined;
  return {
    vehicles: numberFromEnv('BENCH_VEHICLES', 100_000, 1),
    requests: numberFromEnv('BENCH_INVENTORY_REQUESTS', 200, 1),
    warmup: 20,
  };
}

const PHASES = [
  'app',
  'inventory',
  'recon',
  'reports',
  'valuations',
  'pricing',
  'signin',
  'analytics',
  'scale-out',
  'agent',
  'dms',
  'sales-packet',
  'marketplaces',
  'webhooks',
  'stream',
  'browser',
] as const;
export type Phase = (typeof PHASES)[number];
/** The env flag that skips a phase when set to "false". */
const PHASE_SWITCHES: Partial<Record<Phase, string>> = {
  inventory: 'BENCH_INVENTORY',
  recon: 'BENCH_RECON',
  reports: 'BENCH_REPORTS',
  valuations: 'BENCH_VALUATIONS',
  pricing: 'BENCH_PRICING',
  signin: 'BENCH_SIGNIN',
  analytics: 'BENCH_ANALYTICS',
  'scale-out': 'BENCH_SCALE_OUT',
  agent: 'BENCH_AGENT',
  dms: 'BENCH_DMS',
  marketplaces: 'BENCH_MARKETPLACES',
  webhooks: 'BENCH_WEBHOOKS',
  stream: 'BENCH_STREAM',
  browser: 'BENCH_BROWSER',
};

/** BENCH_ONLY (one phase or a comma-separated list; all when unset) minus the phases switched off. */
export function readPhases(): Set<Phase> {
  const only = process.env.BENCH_ONLY;
  const named = only
    ? only
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
    : [...PHASES];
  const unknown = named.filter((name) => !(PHASES as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(`BENCH_ONLY: unknown phase ${unknown.join(', ')} (phases: ${PHASES.join(', ')})`);
  return new Set(
    (named as Phase[]).filter((phase) => {
      const flag = PHASE_SWITCHES[phase];
      return !flag || process.env[flag] !== 'false';
    }),
  );
}

export type SignInSettings = Pick<BenchSettings, 'connections' | 'warmupSeconds' | 'durationSeconds'>;

/** What runs on each database's app server, in this order. */
export type AppParts = {
  targets: boolean;
  signIn?: SignInSettings;
  analytics?: { flushWaitSeconds: number };
};

export function readSettings(): BenchSettings {
  return {
    durationSeconds: numberFromEnv('BENCH_DURATION', 10, 1),
    warmupSeconds: numberFromEnv('BENCH_WARMUP', 2, 0),
    connections: numberFromEnv('BENCH_CONNECTIONS', 50, 1),
    quietWaitSeconds: numberFromEnv('BENCH_QUIET_WAIT', 10, 0),
  };
}
