import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';

/**
 * The product's one error type and its one table of codes. Services throw it with a code; Apollo
 * puts the code in `extensions.code`; the tRPC facade maps it onto its tRPC code; a plain HTTP
 * endpoint answers its status, named as tRPC names it (tRPC names its codes after HTTP statuses).
 * Anything that is not an AppError is an internal error.
 */
export const ERROR_CODES = {
  UNAUTHENTICATED: { trpc: 'UNAUTHORIZED', http: 401 },
  FORBIDDEN: { trpc: 'FORBIDDEN', http: 403 },
  NOT_FOUND: { trpc: 'NOT_FOUND', http: 404 },
  BAD_USER_INPUT: { trpc: 'BAD_REQUEST', http: 400 },
  CONFLICT: { trpc: 'CONFLICT', http: 409 },
  PAYLOAD_TOO_LARGE: { trpc: 'PAYLOAD_TOO_LARGE', http: 413 },
  UNSUPPORTED_MEDIA_TYPE: { trpc: 'UNSUPPORTED_MEDIA_TYPE', http: 415 },
  TOO_MANY_REQUESTS: { trpc: 'TOO_MANY_REQUESTS', http: 429 },
  SERVICE_UNAVAILABLE: { trpc: 'SERVICE_UNAVAILABLE', http: 503 },
  INTERNAL_SERVER_ERROR: { trpc: 'INTERNAL_SERVER_ERROR', http: 500 },
} as const satisfies Record<string, { trpc: TRPC_ERROR_CODE_KEY; http: number }>;

export type AppErrorCode = keyof typeof ERROR_CODES;

/**
 * Codes Apollo itself emits for requests that never reached a resolver (parse, validation, bad
 * variables, persisted queries): the client's request, safe to show, and each one's product code.
 */
const APOLLO_REQUEST_CODES: Record<string, AppErrorCode> = {
  GRAPHQL_PARSE_FAILED: 'BAD_USER_INPUT',
  GRAPHQL_VALIDATION_FAILED: 'BAD_USER_INPUT',
  BAD_REQUEST: 'BAD_USER_INPUT',
  PERSISTED_QUERY_NOT_FOUND: 'BAD_USER_INPUT',
  PERSISTED_QUERY_NOT_SUPPORTED: 'BAD_USER_INPUT',
  OPERATION_RESOLUTION_FAILURE: 'BAD_USER_INPUT',
};

/** Whether a GraphQL `extensions.code` is one Apollo gives a request it refused before any resolver ran. */
export const isApolloRequestCode = (code: string): boolean => Object.hasOwn(APOLLO_REQUEST_CODES, code);

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
  return APOLLO_REQUEST_CODES[graphqlCode] ?? 'INTERNAL_SERVER_ERROR';
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

/** The driver's own message, for logs: drizzle wraps it with the whole statement and its parameters. */
export function rootMessage(error: unknown): string {
  const root = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return root instanceof Error ? root.message : String(root);
}

export type HttpErrorBody = { error: string; message: string; issues?: AppErrorIssue[] };

/**
 * The status and JSON body of an AppError on a plain HTTP endpoint (not GraphQL or tRPC):
 * `error` names the HTTP status (`BAD_REQUEST`, `PAYLOAD_TOO_LARGE`, `TOO_MANY_REQUESTS`, …).
 */
export function httpErrorOf(error: AppError): { status: number; body: HttpErrorBody } {
  const { http: status, trpc: statusName } = ERROR_CODES[error.code];
  const body: HttpErrorBody = { error: statusName, message: error.message };
  if (error.issues) body.issues = error.issues;
  return { status, body };
}
