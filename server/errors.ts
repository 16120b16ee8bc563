import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';

/**
 * The product's one error type. Services throw it with a code; Apollo puts the code in
 * `extensions.code`; the tRPC facade maps it onto a tRPC code; HTTP statuses follow from
 * the same table. Anything that is not an AppError is an internal error.
 */
export const ERROR_CODES = {
  UNAUTHENTICATED: { trpc: 'UNAUTHORIZED', http: 401 },
  FORBIDDEN: { trpc: 'FORBIDDEN', http: 403 },
  NOT_FOUND: { trpc: 'NOT_FOUND', http: 404 },
  BAD_USER_INPUT: { trpc: 'BAD_REQUEST', http: 400 },
  CONFLICT: { trpc: 'CONFLICT', http: 409 },
  PAYLOAD_TOO_LARGE: { trpc: 'PAYLOAD_TOO_LARGE', http: 413 },
  TOO_MANY_REQUESTS: { trpc: 'TOO_MANY_REQUESTS', http: 429 },
  SERVICE_UNAVAILABLE: { trpc: 'SERVICE_UNAVAILABLE', http: 503 },
  INTERNAL_SERVER_ERROR: { trpc: 'INTERNAL_SERVER_ERROR', http: 500 },
} as const satisfies Record<string, { trpc: TRPC_ERROR_CODE_KEY; http: number }>;

export type AppErrorCode = keyof typeof ERROR_CODES;

// Codes Apollo itself emits for requests that never reached a resolver.
const APOLLO_CODES: Record<string, AppErrorCode> = {
  GRAPHQL_PARSE_FAILED: 'BAD_USER_INPUT',
  GRAPHQL_VALIDATION_FAILED: 'BAD_USER_INPUT',
  BAD_REQUEST: 'BAD_USER_INPUT',
  PERSISTED_QUERY_NOT_FOUND: 'BAD_USER_INPUT',
  OPERATION_RESOLUTION_FAILURE: 'BAD_USER_INPUT',
};

/** One reason a request was refused, naming the field (`events.0.url`). */
export type AppErrorIssue = { path: string; message: string };

export class AppError extends Error {
  readonly issues: AppErrorIssue[] | undefined;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    options?: { cause?: unknown; issues?: AppErrorIssue[] },
  ) {
    super(message, options);
    this.name = 'AppError';
    this.issues = options?.issues;
  }
}

/** The product code for a GraphQL `extensions.code`, whoever produced it. */
export function appErrorCodeOf(graphqlCode: unknown): AppErrorCode {
  if (typeof graphqlCode !== 'string') return 'INTERNAL_SERVER_ERROR';
  if (Object.hasOwn(ERROR_CODES, graphqlCode)) return graphqlCode as AppErrorCode;
  return APOLLO_CODES[graphqlCode] ?? 'INTERNAL_SERVER_ERROR';
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

/** The driver's own message, for logs: drizzle wraps it with the whole statement and its parameters. */
export function rootMessage(error: unknown): string {
  const root = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return root instanceof Error ? root.message : String(root);
}

const HTTP_STATUS_NAMES: Record<(typeof ERROR_CODES)[AppErrorCode]['http'], string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

export type HttpErrorBody = { error: string; message: string; issues?: AppErrorIssue[] };

/**
 * The status and JSON body of an AppError on a plain HTTP endpoint (not GraphQL or tRPC):
 * `error` names the HTTP status (`BAD_REQUEST`, `PAYLOAD_TOO_LARGE`, `TOO_MANY_REQUESTS`, …).
 */
export function httpErrorOf(error: AppError): { status: number; body: HttpErrorBody } {
  const status = ERROR_CODES[error.code].http;
  const body: HttpErrorBody = { error: HTTP_STATUS_NAMES[status], message: error.message };
  if (error.issues) body.issues = error.issues;
  return { status, body };
}
