import type { PersonResolvers, QueryResolvers, UserResolvers } from '../../../graphql/generated/resolvers';
import { AppError } from '../../errors';
import type { Viewer } from '../../services/users/viewer';
import type { GraphQLContext } from '../context';
import type { UserModel } from '../models';
import { displayNameOf, isUserModel, maySeeUser } from '../people';

// An API token acts as its organization, not as a person: it has no `me`.
const personOf = (viewer: Viewer | null) => (viewer && !viewer.token ? viewer.user : null);

export const UserQueries: QueryResolvers = {
  // Answered without waiting when the viewer is loaded already (users.getMe loads it first).
  me: (_parent, _args, context) => {
    const loaded = context.loadedViewer();
    return loaded === undefined ? context.viewer().then(personOf) : personOf(loaded);
  },
};

/** The loaded viewer when `userId` is theirs: their own groups, permissions and organization need no loader. */
function ownViewer(context: GraphQLContext, userId: string) {
  const viewer = context.loadedViewer();
  return viewer && !viewer.token && viewer.user.id === userId ? viewer : undefined;
}

/**
 * `load()` when the viewer may see the user. The loaders already hand out only such users;
 * this holds for any other way a user reaches the graph (e.g. `acceptInvitation`, anonymous).
 */
async function whenVisible<T>(context: GraphQLContext, user: UserModel, load: () => Promise<T>): Promise<T> {
  if (!maySeeUser(await context.viewer(), user)) {
    throw new AppError('NOT_FOUND', 'No such user in your organization: only their id and display name can be read.');
  }
  return load();
}

const toPermissions = (names: string[]) => names.map((name) => ({ name }));

// Fields answered synchronously where possible: a promise per field costs graphql-js a deferred
// completion of the whole object, measurable on `users.getMe`, which asks for all of them.
export const User: UserResolvers = {
  displayName: (user) => displayNameOf(user),
  groups: (user, _args, context) =>
    ownViewer(context, user.id)?.groups ??
    whenVisible(context, user, () => context.loaders.groupsByUserId.load(user.id)),
  permissions: (user, _args, context) => {
    const own = ownViewer(context, user.id);
    if (own) return toPermissions(own.permissions);
    return whenVisible(context, user, () => context.loaders.permissionsByUserId.load(user.id).then(toPermissions));
  },
  organization: (user, _args, context) => {
    const own = ownViewer(context, user.id);
    if (own) return own.organization;
    return whenVisible(context, user, async () => {
      const organization = await context.loaders.organizationById.load(user.organizationId);
      if (!organization) throw new AppError('NOT_FOUND', 'The organization of this user no longer exists.');
      return organization;
    });
  },
};

export const Person: PersonResolvers = {
  __resolveType: (person) => (isUserModel(person) ? 'User' : 'ExternalPerson'),
};
