import type { UserResolvers } from '../../../graphql/generated/resolvers';
import { AppError } from '../../errors';
import type { GraphQLContext } from '../context';

/** The loaded viewer when `userId` is theirs: their own groups, permissions and organization need no loader. */
function ownViewer(context: GraphQLContext, userId: string) {
  const viewer = context.loadedViewer();
  return viewer && !viewer.token && viewer.user.id === userId ? viewer : undefined;
}

const toPermissions = (names: string[]) => names.map((name) => ({ name }));

// Fields answered synchronously where possible: a promise per field costs graphql-js a deferred
// completion of the whole object, measurable on `users.getMe`, which asks for all of them.
export const User: UserResolvers = {
  groups: (user, _args, context) => ownViewer(context, user.id)?.groups ?? context.loaders.groupsByUserId.load(user.id),
  permissions: (user, _args, context) => {
    const own = ownViewer(context, user.id);
    return own ? toPermissions(own.permissions) : context.loaders.permissionsByUserId.load(user.id).then(toPermissions);
  },
  organization: (user, _args, context) => {
    const own = ownViewer(context, user.id);
    if (own) return own.organization;
    return context.loaders.organizationById.load(user.organizationId).then((organization) => {
      if (!organization) throw new AppError('NOT_FOUND', 'The organization of this user no longer exists.');
      return organization;
    });
  },
};
