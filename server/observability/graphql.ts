import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLContext } from '../graphql/context';
import type { Metrics } from './metrics';
import { currentRequest } from './request-context';

/**
 * Per GraphQL operation (over HTTP, or in-process for tRPC calls and pages): counts it by name
 * and outcome, names it and its viewer on the request's log line, and puts the request id into
 * every internal error the client sees, so support finds the logged error from a screenshot.
 */
export function observeOperations(metrics: Metrics): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, response, operationName, operation }) {
          const request = currentRequest();
          const viewer = contextValue.loadedViewer();
          if (request) {
            request.operation ??= operationName ?? undefined;
            if (viewer) {
              request.userId = viewer.user.id;
              request.organizationId = viewer.organization.id;
            }
          }
          if (response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          const outcome = result.errors?.[0]?.extensions?.code;
          metrics.observeOperation({
            operation: operationName ?? 'anonymous',
            type: operation?.operation ?? 'unknown',
            outcome: typeof outcome === 'string' ? outcome : 'ok',
          });
          if (request && result.errors) {
            result.errors = result.errors.map((error) =>
              error.extensions?.code === 'INTERNAL_SERVER_ERROR'
                ? { ...error, extensions: { ...error.extensions, requestId: request.requestId } }
                : error,
            );
          }
        },
      };
    },
  };
}
