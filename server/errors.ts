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
  SERVICE_UNAVAILABLE: { trpc: 'INTERNAL_SERVER_ERROR', http: 503 },
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

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AppError';
  }
}

/** The product code for a GraphQL `extensions.code`, whoever produced it. */
export function appErrorCodeOf(graphqlCode: unknown): AppErrorCode {
  if (typeof graphqlCode !== 'string') return 'INTERNAL_SERVER_ERROR';
  if (Object.hasOwn(ERROR_CODES, graphqlCode)) return graphqlCode as AppErrorCode;
  return APOLLO_CODES[graphqlCode] ?? 'INTERNAL_SERVER_ERROR';
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
