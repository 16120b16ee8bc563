import type { QueryResolvers } from '../../../graphql/generated/resolvers';

export const Query: QueryResolvers = {
  me: async (_parent, _args, context) => (await context.viewer())?.user ?? null,
};
