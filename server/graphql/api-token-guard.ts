import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { ERROR_CODES, isAppError } from '../errors';
import type { GraphQLContext } from './context';

export const INVALID_TOKEN_MESSAGE = 'This API token is not valid: it is unknown, revoked or expired.';
export const READ_ONLY_TOKEN_MESSAGE =
  'This API token may only read. Create a token with the write scope to change data.';

function refusal(message: string, code: 'UNAUTHENTICATED' | 'FORBIDDEN') {
  return new GraphQLError(message, { extensions: { code, http: { status: ERROR_CODES[code].http } } });
}

/**
 * Requests with `Authorization: Bearer`: an unknown, revoked or expired token, or one its creator
 * can no longer back, is refused before anything runs (UNAUTHENTICATED, 401, saying why), and a
 * token without the `write` scope runs no mutation (FORBIDDEN, 403). What a valid token may do
 * beyond that is decided per operation (server/graphql/access.ts).
 */
export const apiTokenGuard: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ contextValue, operation }) {
        if (!contextValue.bearer) return;
        const viewer = await contextValue.viewer().catch((error: unknown) => {
          throw isAppError(error) && error.code === 'UNAUTHENTICATED'
            ? refusal(error.message, 'UNAUTHENTICATED')
            : error;
        });
        if (!viewer?.token) throw refusal(INVALID_TOKEN_MESSAGE, 'UNAUTHENTICATED');
        // A carrier's transport token runs its few mutations; access.ts refuses it every other one.
        if (
          operation?.operation === 'mutation' &&
          !viewer.token.scopes.some((scope) => scope === 'write' || scope === 'transport')
        ) {
          throw refusal(READ_ONLY_TOKEN_MESSAGE, 'FORBIDDEN');
        }
      },
    };
  },
};
