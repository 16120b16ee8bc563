import { initTRPC, TRPCError } from '@trpc/server';
import type { Operation } from '../../src/shared/access';
import { rpcTransformer } from '../../src/shared/rpc-transformer';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/availability';
import { ERROR_CODES, isAppError } from '../errors';
import { currentRequest } from '../observability/request-context';
import type { TRPCContext } from './context';

const t = initTRPC.context<TRPCContext>().create({
  // tRPC's default `isDev` follows NODE_ENV: production responses carry no stack traces.
  transformer: rpcTransformer,
  // An internal error names its request, so support finds the logged error from a screenshot.
  errorFormatter: ({ shape, error }) => {
    const requestId = error.code === 'INTERNAL_SERVER_ERROR' ? currentRequest()?.requestId : undefined;
    return requestId ? { ...shape, data: { ...shape.data, requestId } } : shape;
  },
});

/**
 * One mapping from product errors (thrown by the graph or services) to tRPC codes. The database
 * failing outside a graph operation (the access check of `operationProcedure`) is told as the
 * graph tells it.
 */
function toTRPCError(cause: unknown): unknown {
  if (isAppError(cause)) return new TRPCError({ code: ERROR_CODES[cause.code].trpc, message: cause.message, cause });
  if (isDatabaseUnavailable(cause))
    return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE, cause });
  return cause;
}

/** A middleware's result with a product error from further down turned into its tRPC code. */
function mapAppErrorResult<T extends { ok: true } | { ok: false; error: TRPCError }>(result: T): T {
  if (!result.ok && isAppError(result.error.cause)) throw toTRPCError(result.error.cause);
  return result;
}

const mapAppErrors = t.middleware(async ({ next }) => mapAppErrorResult(await next()));

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Open to anyone; the procedure decides what an anonymous caller gets. */
export const publicProcedure = t.procedure.use(mapAppErrors);

/**
 * Needs a valid session: UNAUTHORIZED otherwise. One middleware that also maps product errors
 * (rather than `publicProcedure.use(…)`): each middleware level copies the call's options
 * twice, a measurable share of a call as small as `users.getMe`.
 */
export const protectedProcedure = t.procedure.use(async ({ ctx, next }) => {
  const user = await ctx.me().catch((error: unknown) => {
    throw toTRPCError(error);
  });
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in to continue.' });
  return mapAppErrorResult(await next({ ctx: { user } }));
});

/**
 * Needs a named operation (src/shared/access/operations.ts): UNAUTHORIZED without a valid session,
 * FORBIDDEN naming what is missing. Decided by the graph's own check on the viewer the graph will
 * use, so the call runs one graph operation (its own; no `users.getMe` first). The facade decides
 * before the resolver does because tRPC reads the input after its middlewares: a caller who may not
 * do the operation hears UNAUTHORIZED or FORBIDDEN, never BAD_REQUEST about what they sent (SPEC.md
 * section 8's order, and what clients always got). The resolver's check, there for the graph's
 * direct callers, then answers from the same loaded viewer.
 */
export const operationProcedure = (operation: Operation) =>
  t.procedure.use(async ({ ctx, next }) => {
    await ctx.authorize(operation).catch((error: unknown) => {
      throw toTRPCError(error);
    });
    return mapAppErrorResult(await next());
  });
