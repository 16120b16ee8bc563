import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import type { Resolvers } from '../../graphql/generated/resolvers';
import { AppError } from '../errors';
import type { GraphQLContext } from './context';

/**
 * The root fields anyone may call without a session or an API token (CONTRACTS.md). Each also
 * starts its schema description with `@public`, so clients read the same list; the server
 * refuses to start when the two disagree. Every other root field answers UNAUTHENTICATED.
 */
export const PUBLIC_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'Query.invitationPreview',
  'Mutation.acceptInvitation',
  'Query.passwordResetPreview',
  'Mutation.requestPasswordReset',
  'Mutation.resetPassword',
]);

export const PUBLIC_MARKER = '@public';

type Resolver = GraphQLFieldResolver<unknown, GraphQLContext>;

function rootTypes(schema: GraphQLSchema): GraphQLObjectType[] {
  return [schema.getQueryType(), schema.getMutationType()].filter((type) => type !== null && type !== undefined);
}

/** `Query.me`, `Mutation.createVehicle`, … for every root field of the schema. */
export function rootFieldNames(schema: GraphQLSchema): string[] {
  return rootTypes(schema).flatMap((type) => Object.keys(type.getFields()).map((field) => `${type.name}.${field}`));
}

function checkMarkers(schema: GraphQLSchema): void {
  const marked = rootTypes(schema).flatMap((type) =>
    Object.values(type.getFields())
      .filter((field) => field.description?.startsWith(PUBLIC_MARKER))
      .map((field) => `${type.name}.${field.name}`),
  );
  const unlisted = marked.filter((name) => !PUBLIC_ROOT_FIELDS.has(name));
  const unmarked = [...PUBLIC_ROOT_FIELDS].filter((name) => !marked.includes(name));
  if (unlisted.length > 0 || unmarked.length > 0) {
    throw new Error(
      `Public GraphQL fields disagree: marked ${PUBLIC_MARKER} in the schema but not in PUBLIC_ROOT_FIELDS: ` +
        `${unlisted.join(', ') || 'none'}; listed but not marked: ${unmarked.join(', ') || 'none'}.`,
    );
  }
}

const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Sign in to continue.');

function requiringViewer(resolve: Resolver): Resolver {
  return (parent, args, context, info) => {
    // Known already (e.g. users.getMe loads the viewer first): answer without waiting.
    const loaded = context.loadedViewer();
    if (loaded) return resolve(parent, args, context, info);
    if (loaded === null) throw unauthenticated();
    return context.viewer().then((viewer) => {
      if (!viewer) throw unauthenticated();
      return resolve(parent, args, context, info);
    });
  };
}

/**
 * The resolvers with every root field of `schema` that is not public wrapped so that a request
 * without a viewer gets UNAUTHENTICATED before the field's own resolver runs. Taken from the
 * schema rather than the resolver map, so a new field cannot be left out.
 */
export function requireViewerOutsidePublicFields(schema: GraphQLSchema, resolvers: Resolvers): Resolvers {
  checkMarkers(schema);
  const guarded: Record<string, unknown> = { ...resolvers };
  for (const type of rootTypes(schema)) {
    const own = (resolvers[type.name as keyof Resolvers] ?? {}) as Record<string, Resolver>;
    const wrapped: Record<string, Resolver> = { ...own };
    for (const field of Object.keys(type.getFields())) {
      if (!PUBLIC_ROOT_FIELDS.has(`${type.name}.${field}`))
        wrapped[field] = requiringViewer(own[field] ?? defaultFieldResolver);
    }
    guarded[type.name] = wrapped;
  }
  return guarded as Resolvers;
}
