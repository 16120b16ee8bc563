import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginSchemaReportingDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { buildSchema, type GraphQLFormattedError } from 'graphql';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/availability';
import { ERROR_CODES, isApolloRequestCode, isAppError } from '../errors';
import { logger } from '../observability/logger';
import { apiTokenGuard } from './api-token-guard';
import { costLimit } from './cost-limit';
import { createArmor, GRAPHQL_LIMITS, GRAPHQL_PARSE_OPTIONS, introspectionGate, subscriptionRefusal } from './limits';
import type { GraphQLContext } from './context';
import { requireViewerOutsidePublicFields } from './public-fields';
import { resolvers } from './resolvers';
import { readTypeDefs } from './schema';

// PostgreSQL refuses NUL characters in text (22021) and in jsonb (22P05): the client's input, not a fault.
const UNSTORABLE_TEXT_SQLSTATE = new Set(['22021', '22P05']);

function isUnstorableText(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth += 1) {
    if (UNSTORABLE_TEXT_SQLSTATE.has((current as { code?: unknown }).code as string)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

// graphql-js suggests the names it knows ("Did you mean …?") in validation and variable errors.
const SUGGESTION = /\s*Did you mean .+\?$/s;

/**
 * What a client sees of an error. In production without graphql-js's suggestions, whatever the
 * error: they would describe the schema to someone who may not introspect it.
 */
export function formatGraphQLError(production: boolean) {
  const format = formatForClient(production);
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const answer = format(formatted, error);
    return production ? { ...answer, message: answer.message.replace(SUGGESTION, '') } : answer;
  };
}

function formatForClient(production: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (isAppError(original)) {
      return {
        message: original.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code: original.code },
      };
    }
    const code = formatted.extensions?.code;
    // Apollo's own request errors, and product codes set on purpose (e.g. by the token guard);
    // INTERNAL_SERVER_ERROR is also what Apollo gives any unexpected error, so it never passes.
    const deliberate = Object.hasOwn(ERROR_CODES, code as string) && code !== 'INTERNAL_SERVER_ERROR';
    if (typeof code === 'string' && (isApolloRequestCode(code) || deliberate)) {
      return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
    }
    if (isDatabaseUnavailable(original)) {
      return {
        message: DATABASE_UNAVAILABLE_MESSAGE,
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      };
    }
    if (isUnstorableText(original)) {
      return {
        message: 'Text must not contain NUL characters (\\u0000).',
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code: 'BAD_USER_INPUT' },
      };
    }
    logger('graphql').error({ err: original, path: formatted.path }, 'internal error');
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
  const armor = createArmor();
  const typeDefs = readTypeDefs();
  return new ApolloServer<GraphQLContext>({
    typeDefs,
    resolvers: requireViewerOutsidePublicFields(buildSchema(typeDefs), resolvers),
    csrfPrevention: true,
    // The server's own SIGTERM handler stops Apollo after in-flight requests have finished.
    stopOnTerminationSignals: false,
    // Introspection is decided per request by `introspectionGate`.
    introspection: true,
    parseOptions: GRAPHQL_PARSE_OPTIONS,
    validationRules: armor.validationRules,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: !options.production,
    formatError: formatGraphQLError(options.production),
    plugins: [
      // No @cacheControl hints are used; the default plugin would wrap every field resolver.
      ApolloServerPluginCacheControlDisabled(),
      // Nothing leaves the process for Apollo's cloud, whatever APOLLO_KEY the environment holds.
      ApolloServerPluginUsageReportingDisabled(),
      ApolloServerPluginSchemaReportingDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      apiTokenGuard,
      introspectionGate(options.production),
      subscriptionRefusal,
      costLimit(GRAPHQL_LIMITS),
      ...(armor.plugins as ApolloServerPlugin<GraphQLContext>[]),
      ...(options.plugins ?? []),
    ],
  });
}

export type LotwiseApolloServer = ReturnType<typeof createApolloServer>;
