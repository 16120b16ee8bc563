import { signInForm } from './session';

/**
 * What the benchmark loads, against the app on each database. Add a benchmark by adding an
 * entry here; run.ts does the rest (warm-up, measured run, checks, report row).
 */
export type BenchTarget = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Send the signed-in BENCH_USER's session cookie. */
  needsSession: boolean;
  /**
   * Optional check of each response body: a 200 that says the wrong thing (a GraphQL error, a
   * null `me`) counts as a mismatch and flags the row. Keep it cheap: it runs per response in
   * the load generator.
   */
  verifyBody?: (body: string) => boolean;
};

/** The demo user every session-bound target runs as (seeded with SEED_DEMO=true). */
export const BENCH_USER = { email: 'owner@demo.test', password: 'lotwise-demo' };
/** The demo administrator: reads analytics back through the graph. */
export const ADMIN_USER = { email: 'admin@demo.test', password: BENCH_USER.password };
/** The demo user the scale-out check deactivates and reactivates. */
export const VIEWER_USER = { email: 'viewer@demo.test', password: BENCH_USER.password };

/** The baseline every app target is compared with on the same database. */
export const NO_OP_TARGET = 'tRPC no-op';
export const GET_ME_TARGET = 'tRPC users.getMe';
export const GRAPHQL_ME_TARGET = 'GraphQL me';
/** tRPC's standalone adapter answering a no-op: the floor under every tRPC target. */
export const STANDALONE_NO_OP_TARGET = 'tRPC standalone no-op (reference)';

/**
 * The request stack's targets on PostgreSQL, each a ratio measured in the same run (issue 36 item
 * 4): what the app's middleware costs a no-op against tRPC's own adapter, what the session, viewer
 * and in-process graph add to `users.getMe`, and GraphQL `me` over HTTP; getMe's p99 is issue 2's.
 */
export const STACK_GOALS = {
  database: 'PostgreSQL',
  minNoOpShareOfStandalone: 0.5,
  minGetMeShareOfNoOp: 0.75,
  minGraphqlMeRequestsPerSecond: 4_000,
  maxGetMeP99Ms: 25,
} as const;

/**
 * Webhooks at scale (issue 38 item 4, tests/bench/webhooks.ts): per endpoint, every event delivered
 * exactly once and in order, across two delivery processes and an endpoint answering 500 for a
 * minute; every delivery the receivers get carries a valid signature.
 */
export const WEBHOOK_TARGETS = {
  maxLost: 0,
  maxDuplicated: 0,
  maxOutOfOrder: 0,
  maxBadSignatures: 0,
} as const;

const ME_QUERY = '{ me { id email firstName lastName type role organization { id name featureFlags } } }';
const hasOwnerEmail = (body: string) => body.includes(`"email":"${BENCH_USER.email}"`);

export const appTargets: BenchTarget[] = [
  {
    name: NO_OP_TARGET,
    method: 'GET',
    path: '/api/trpc/ping',
    needsSession: false,
    verifyBody: (body) => body.includes('"pong":true'),
  },
  {
    name: GET_ME_TARGET,
    method: 'GET',
    path: '/api/trpc/users.getMe',
    needsSession: true,
    verifyBody: hasOwnerEmail,
  },
  {
    name: GRAPHQL_ME_TARGET,
    method: 'POST',
    path: '/api/graphql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: ME_QUERY }),
    needsSession: true,
    verifyBody: (body) => hasOwnerEmail(body) && !body.includes('"errors"'),
  },
];

const RECON_BOARD_QUERY =
  '{ reconBoard { vehicle { id stockNumber year make model } stage { id name } enteredStageAt daysInRecon timeInStageSeconds } }';

/** The demo organization's recon board (its cars in recon, with their stages) through the graph. */
export const reconBoardTarget: BenchTarget = {
  name: 'GraphQL reconBoard',
  method: 'POST',
  path: '/api/graphql',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: RECON_BOARD_QUERY }),
  needsSession: true,
  verifyBody: (body) => body.includes('"reconBoard":[{') && !body.includes('"errors"'),
};

/** The targets the scale-out phase sends through the round-robin proxy. */
export const scaleOutTargets = [...appTargets.filter((target) => target.name === GRAPHQL_ME_TARGET), reconBoardTarget];

/**
 * A credentials sign-in as BENCH_USER, the form `signIn('credentials')` posts, with a csrf token
 * and its cookie fetched once (next-auth's double-submit check accepts them any number of times).
 * With json=true next-auth answers 200 `{ "url": … }`; a refused sign-in's url carries `error=`.
 */
export function signInTarget(baseUrl: string, csrf: { csrfToken: string; cookie: string }): BenchTarget {
  return {
    name: 'sign-in (credentials)',
    method: 'POST',
    path: '/api/auth/callback/credentials',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: csrf.cookie },
    body: signInForm(baseUrl, csrf.csrfToken, BENCH_USER.email, BENCH_USER.password).toString(),
    needsSession: false,
    verifyBody: (body) => body.includes('"url"') && !body.includes('error='),
  };
}

/** The bare node:http baseline (bare-http-server.ts). */
export const bareTarget: BenchTarget = {
  name: 'bare node:http',
  method: 'GET',
  path: '/',
  needsSession: false,
  verifyBody: (body) => body.includes('"pong":true'),
};

/** The floor under every tRPC target: tRPC's standalone adapter answering a no-op (bare-http-server.ts). */
export const bareTrpcTarget: BenchTarget = {
  name: STANDALONE_NO_OP_TARGET,
  method: 'GET',
  path: '/ping',
  needsSession: false,
  verifyBody: (body) => body.includes('"pong":true'),
};
