import { createHash } from 'node:crypto';
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

type PersistedDocument = { query: string; persistedQuery: { version: 1; sha256Hash: string } };

// Codegen's documents are constants: each is printed and hashed once. Apollo would otherwise
// print a DocumentNode and hash its text on every call (the hash finds the parsed and validated
// document in its cache); sent as an automatic persisted query, the known hash is used as is.
const persisted = new WeakMap<DocumentNode, PersistedDocument>();
function persistedDocument(document: DocumentNode): PersistedDocument {
  let entry = persisted.get(document);
  if (entry === undefined) {
    const query = print(document);
    entry = { query, persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') } };
    persisted.set(document, entry);
  }
  return entry;
}

/**
 * Executes through Apollo's `executeOperation`, so in-process callers go through the same
 * plugins, limits and error formatting as HTTP clients (no HTTP hop). Operations are sent by
 * hash first and with their text only when Apollo's persisted-query cache does not know the
 * hash yet (the APQ protocol). The first GraphQL error becomes an AppError with the product
 * code Apollo formatted into it.
 */
export function createGraphExecutor(apollo: LotwiseApolloServer, contextValue: GraphQLContext): GraphExecutor {
  return async function execute<TData, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
  ): Promise<TData> {
    const { query, persistedQuery } = persistedDocument(document);
    const extensions = { persistedQuery };
    let response = await apollo.executeOperation<TData, TVariables>({ extensions, variables }, { contextValue });
    if (isPersistedQueryNotFound(response.body)) {
      response = await apollo.executeOperation<TData, TVariables>({ query, extensions, variables }, { contextValue });
    }
    if (response.body.kind !== 'single')
      throw new AppError('INTERNAL_SERVER_ERROR', 'Unexpected incremental response.');
    const { data, errors } = response.body.singleResult;
    const [error] = errors ?? [];
    if (error) throw new AppError(appErrorCodeOf(error.extensions?.code), error.message);
    if (data === undefined || data === null)
      throw new AppError('INTERNAL_SERVER_ERROR', 'The operation returned no data.');
    return data;
  };
}

type ResponseBody = Awaited<ReturnType<LotwiseApolloServer['executeOperation']>>['body'];

function isPersistedQueryNotFound(body: ResponseBody): boolean {
  return body.kind === 'single' && body.singleResult.errors?.[0]?.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND';
}
