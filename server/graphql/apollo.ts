import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginSchemaReportingDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import type { GraphQLFormattedError } from 'graphql';
import { isAppError } from '../errors';
import type { GraphQLContext } from './context';
import { resolvers } from './resolvers';
import { readTypeDefs } from './schema';

// Codes Apollo emits before a resolver runs (parse, validation, bad variables): safe to show.
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

export function formatGraphQLError(production: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (isAppError(original)) {
      return { message: original.message, locations: formatted.locations, path: formatted.path, extensions: { code: original.code } };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && REQUEST_ERROR_CODES.has(code)) return formatted;
    console.error('[graphql] internal error:', original);
    if (!production) return formatted;
    // No stack traces, SQL or driver messages reach a client in production.
    return {
      message: 'Something went wrong on our side. Please try again.',
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}

export function createApolloServer(options: { production: boolean; plugins?: ApolloServerPlugin<GraphQLContext>[] }) {
  return new ApolloServer<GraphQLContext>({
    typeDefs: readTypeDefs(),
    resolvers,
    csrfPrevention: true,
    // The server's own SIGTERM handler stops Apollo after in-flight requests have finished.
    stopOnTerminationSignals: false,
    introspection: !options.production,
    includeStacktraceInErrorResponses: !options.production,
    formatError: formatGraphQLError(options.production),
    plugins: [
      // No @cacheControl hints are used; the default plugin would wrap every field resolver.
      ApolloServerPluginCacheControlDisabled(),
      // Nothing leaves the process for Apollo's cloud, whatever APOLLO_KEY the environment holds.
      ApolloServerPluginUsageReportingDisabled(),
      ApolloServerPluginSchemaReportingDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      ...(options.plugins ?? []),
    ],
  });
}

export type LotwiseApolloServer = ReturnType<typeof createApolloServer>;
