import type { MutationResolvers, QueryResolvers, Resolvers } from '../../../graphql/generated/resolvers';
import { createApiToken } from '../../services/api-tokens/create';
import { listApiTokens } from '../../services/api-tokens/list';
import { revokeApiToken } from '../../services/api-tokens/revoke';
import { requireOperation } from '../access';
import type { GraphQLContext } from '../context';

const tokenOwner = (context: GraphQLContext) => requireOperation(context, 'manageApiTokens');

export const ApiTokenQueries: QueryResolvers = {
  apiTokens: async (_parent, _args, context) => listApiTokens({ db: context.db, viewer: await tokenOwner(context) }),
};

export const ApiTokenMutations: MutationResolvers = {
  createApiToken: async (_parent, { input }, context) =>
    createApiToken({
      db: context.db,
      viewer: await tokenOwner(context),
      name: input.name,
      scopes: input.scopes,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    }),
  revokeApiToken: async (_parent, { id }, context) =>
    revokeApiToken({ db: context.db, viewer: await tokenOwner(context), id }),
};

export const ApiTokenTypes: Pick<Resolvers, 'ApiToken'> = {
  ApiToken: {
    prefix: (token) => token.tokenPrefix,
    createdBy: (token, _args, { loaders }) => (token.createdBy ? loaders.personById.load(token.createdBy) : null),
  },
};
