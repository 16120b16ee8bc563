import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { AppError, appErrorCodeOf } from '../errors';
import type { LotwiseApolloServer } from './apollo';
import type { GraphQLContext } from './context';

/** Runs one codegen-typed operation in-process with a fixed context and returns its data. */
export type GraphExecutor = <TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) => Promise<TData>;

/**
 * Executes through Apollo's `executeOperation`, so in-process callers go through the same
 * plugins, limits and error formatting as HTTP clients (no HTTP hop). The first GraphQL
 * error becomes an AppError with the product code Apollo formatted into it.
 */
export function createGraphExecutor(apollo: LotwiseApolloServer, contextValue: GraphQLContext): GraphExecutor {
  return async function execute<TData, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
  ): Promise<TData> {
    const response = await apollo.executeOperation<TData, TVariables>({ query: document, variables }, { contextValue });
    if (response.body.kind !== 'single') throw new AppError('INTERNAL_SERVER_ERROR', 'Unexpected incremental response.');
    const { data, errors } = response.body.singleResult;
    const [error] = errors ?? [];
    if (error) throw new AppError(appErrorCodeOf(error.extensions?.code), error.message);
    if (data === undefined || data === null) throw new AppError('INTERNAL_SERVER_ERROR', 'The operation returned no data.');
    return data;
  };
}
