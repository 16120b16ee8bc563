import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type DocumentNode, type FieldNode, type SelectionSetNode } from 'graphql';
import { canDo } from '../../src/shared/access';
import { GRAPH_PAGE_MAX } from '../../src/shared/graph-pages';
import { toAccessUser } from '../services/users/viewer';
import type { GraphQLContext } from './context';

/**
 * What one GraphQL request may ask for. Lotwise's own operations stay far below these (the
 * deepest is 5 levels, the largest a few hundred tokens); a request over any limit is refused
 * before it runs, with 400 and GRAPHQL_VALIDATION_FAILED, or GRAPHQL_PARSE_FAILED for the token
 * limit, which the parser enforces (both BAD_USER_INPUT in tRPC terms). The page size and cost
 * count `first`/`last` however they are given (literal, variable, default): `cost-limit.ts`.
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxDirectives: 20,
  maxTokens: 2_000,
  /** The largest `first`/`last` of any field (400 BAD_USER_INPUT naming it): `GRAPH_PAGE_MAX`. */
  maxPageSize: GRAPH_PAGE_MAX,
  /**
   * graphql-armor's cost (× 1.5 a level, × each page's rows) of the costliest page the product
   * itself sends, with room for a few more fields: the transportation board's 200 orders cost
   * 30,813, the inventory list's 100 rows 21,059, the inventory CSV's pages of 100 21,697, the sales
   * CSV's pages of 200 22,090 (graphql-limits.test.ts judges every operation at its size). With
   * pages capped at `maxPageSize`, the limit bounds what nesting multiplies (lists inside lists).
   */
  maxCost: 35_000,
} as const;

/** Given to Apollo's parser: a document over the token limit fails to parse (400, GRAPHQL_PARSE_FAILED). */
export const GRAPHQL_PARSE_OPTIONS = { maxTokens: GRAPHQL_LIMITS.maxTokens } as const;

export function createArmor() {
  return new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    // The token limit is graphql-js's own parse option (`GRAPHQL_PARSE_OPTIONS`): armor's Apollo
    // plugin throws from `parsingDidStart`, which Apollo answers as an internal error (HTTP 500).
    maxTokens: { enabled: false },
    // The cost limit needs the variables (`first: $n`): it is judged once they are known, by
    // `costLimit` (cost-limit.ts), with armor's own formula.
    costLimit: { enabled: false },
    // "Did you mean …" hints are stripped from every error in production by `formatGraphQLError`
    // (armor's rule covers only some, and leaves "[Suggestion hidden]?" behind).
    blockFieldSuggestion: { enabled: false },
  }).protect();
}

function asksForSchema(
  selectionSet: SelectionSetNode | undefined,
  document: DocumentNode,
  seen = new Set<string>(),
): boolean {
  if (!selectionSet) return false;
  return selectionSet.selections.some((selection) => {
    if (selection.kind === 'Field') {
      const field = selection as FieldNode;
      return field.name.value === '__schema' || field.name.value === '__type';
    }
    if (selection.kind === 'InlineFragment') return asksForSchema(selection.selectionSet, document, seen);
    const name = selection.name.value;
    if (seen.has(name)) return false;
    seen.add(name);
    const fragment = document.definitions.find(
      (definition) => definition.kind === 'FragmentDefinition' && definition.name.value === name,
    );
    return fragment?.kind === 'FragmentDefinition' && asksForSchema(fragment.selectionSet, document, seen);
  });
}

/**
 * Introspection in production: administrators and API tokens (every token may read the schema it
 * is allowed to call; the same schema is published at /api/graphql/schema.graphql). Everyone
 * else gets FORBIDDEN. Outside production it is open.
 */
export function introspectionGate(production: boolean): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, operation, document }) {
          if (!production || !operation || !asksForSchema(operation.selectionSet, document)) return;
          const viewer = await contextValue.viewer();
          if (viewer?.token || (viewer && canDo(toAccessUser(viewer), 'administer'))) return;
          throw new GraphQLError(
            'Introspection is for administrators and API tokens. The schema is at /api/graphql/schema.graphql.',
            {
              extensions: { code: 'FORBIDDEN', http: { status: 403 } },
            },
          );
        },
      };
    },
  };
}

/**
 * Subscriptions are served over SSE at /api/graphql/stream (server/http/event-stream.ts), not here:
 * asking this endpoint for one is the client's mistake, answered 400 BAD_USER_INPUT saying where to go.
 */
export const subscriptionRefusal: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation }) {
        if (operation?.operation !== 'subscription') return;
        throw new GraphQLError('Subscriptions are served over Server-Sent Events at /api/graphql/stream, not here.', {
          extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
        });
      },
    };
  },
};
