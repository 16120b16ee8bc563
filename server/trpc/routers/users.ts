import { protectedProcedure, router } from '../init';

export const usersRouter = router({
  /** The current user in the shape of SPEC.md section 3. */
  getMe: protectedProcedure.query(({ ctx }) => ctx.user),
});
