import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { OPERATION_ACCESS, explainAll, type AccessCriteria, type Operation } from '../../src/access';
import { ERROR_CODES, isAppError } from '../errors';
import type { TRPCContext } from './context';

const t = initTRPC.context<TRPCContext>().create({
  // tRPC's default `isDev` follows NODE_ENV: production responses carry no stack traces.
  transformer: superjson,
});

/** One mapping from product errors (thrown by the graph or services) to tRPC codes. */
const mapAppErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && isAppError(result.error.cause)) {
    const appError = result.error.cause;
    throw new TRPCError({ code: ERROR_CODES[appError.code].trpc, message: appError.message, cause: appError });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Open to anyone; the procedure decides what an anonymous caller gets. */
export const publicProcedure = t.procedure.use(mapAppErrors);

/** Needs a valid session: UNAUTHORIZED otherwise. */
export const protectedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const user = await ctx.me();
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in to continue.' });
  return next({ ctx: { user } });
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
export const operationProcedure = (operation: Operation) => accessProcedure(...OPERATION_ACCESS[operation]);
