import { publicProcedure, router } from './init';
import { organizationsRouter } from './routers/organizations';
import { usersRouter } from './routers/users';

export const appRouter = router({
  users: usersRouter,
  organizations: organizationsRouter,
  /** A cheap liveness call for clients and the benchmark baseline: no session, no database. */
  ping: publicProcedure.query(() => ({ pong: true })),
});

export type AppRouter = typeof appRouter;
