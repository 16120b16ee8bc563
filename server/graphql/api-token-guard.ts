import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { GraphQLContext } from './context';

/**
 * Requests with `Authorization: Bearer`: an unknown, revoked or expired token is refused before
 * anything runs (UNAUTHENTICATED, 401), and a token without the `write` scope runs no mutation
 * (FORBIDDEN, 403).
 */
export const apiTokenGuard: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ contextValue, operation }) {
        if (!contextValue.bearer) return;
        const viewer = await contextValue.viewer();
        if (!viewer?.token) {
          throw new GraphQLError('This API token is not valid: it is unknown, revoked or expired.', {
            extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
          });
        }
        if (operation?.operation === 'mutation' && !viewer.token.scopes.includes('write')) {
          throw new GraphQLError('This API token may only read. Create a token with the write scope to change data.', {
            extensions: { code: 'FORBIDDEN', http: { status: 403 } },
          });
        }
      },
    };
  },
};
