import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type DocumentNode } from 'graphql';
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
// Apollo prints a DocumentNode to text on every call to find it in its parsed-and-validated
// document cache; codegen's documents are constants, so each is printed once.
const printed = new WeakMap<DocumentNode, string>();
function queryText(document: DocumentNode): string {
  let text = printed.get(document);
  if (text === undefined) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
}

export function createGraphExecutor(apollo: LotwiseApolloServer, contextValue: GraphQLContext): GraphExecutor {
  return async function execute<TData, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
  ): Promise<TData> {
    const response = await apollo.executeOperation<TData, TVariables>(
      { query: queryText(document), variables },
      { contextValue },
    );
    if (response.body.kind !== 'single') throw new AppError('INTERNAL_SERVER_ERROR', 'Unexpected incremental response.');
    const { data, errors } = response.body.singleResult;
    const [error] = errors ?? [];
    if (error) throw new AppError(appErrorCodeOf(error.extensions?.code), error.message);
    if (data === undefined || data === null) throw new AppError('INTERNAL_SERVER_ERROR', 'The operation returned no data.');
    return data;
  };
}
