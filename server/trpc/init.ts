import { initTRPC, TRPCError } from '@trpc/server';
import { OPERATION_ACCESS, explainAll, type AccessCriteria, type Operation } from '../../src/shared/access';
import { rpcTransformer } from '../../src/shared/rpc-transformer';
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

/** One mapping from product errors (thrown by the graph or services) to tRPC codes. */
function toTRPCError(cause: unknown): unknown {
  return isAppError(cause) ? new TRPCError({ code: ERROR_CODES[cause.code].trpc, message: cause.message, cause }) : cause;
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

/** Needs `canAccess(user, criteria)` for every criteria given: FORBIDDEN naming what is missing otherwise. */
export function accessProcedure(...criteriaList: AccessCriteria[]) {
  return protectedProcedure.use(({ ctx, next }) => {
    const decision = explainAll(ctx.user, criteriaList);
    if (!decision.allowed) throw new TRPCError({ code: 'FORBIDDEN', message: `Not allowed: ${decision.reason}.` });
    return next();
  });
}

/** Needs the criteria of a named operation (src/access/operations.ts). */
export const operationProcedure = (operation: Operation) => accessProcedure(...OPERATION_ACCESS[operation].criteria);
