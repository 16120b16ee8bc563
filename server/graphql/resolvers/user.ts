import type { UserResolvers } from '../../../graphql/generated/resolvers';
import { AppError } from '../../errors';

export const User: UserResolvers = {
  groups: (user, _args, { loaders }) => loaders.groupsByUserId.load(user.id),
  permissions: async (user, _args, { loaders }) =>
    (await loaders.permissionsByUserId.load(user.id)).map((name) => ({ name })),
  organization: async (user, _args, { loaders }) => {
    const organization = await loaders.organizationById.load(user.organizationId);
    if (!organization) throw new AppError('NOT_FOUND', 'The organization of this user no longer exists.');
    return organization;
  },
};
