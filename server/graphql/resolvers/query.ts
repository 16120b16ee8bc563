import type { QueryResolvers } from '../../../graphql/generated/resolvers';

export const Query: QueryResolvers = {
  // An API token acts as its organization, not as a person: it has no `me`.
  me: async (_parent, _args, context) => {
    const viewer = await context.viewer();
    return viewer && !viewer.token ? viewer.user : null;
  },
};
