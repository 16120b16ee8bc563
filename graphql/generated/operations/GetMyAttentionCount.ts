/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type GetMyAttentionCountQueryVariables = Exact<{ [key: string]: never; }>;


export type GetMyAttentionCountQuery = { myAttentionCount: number };


export const GetMyAttentionCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetMyAttentionCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAttentionCount"}}]}}]} as unknown as DocumentNode<GetMyAttentionCountQuery, GetMyAttentionCountQueryVariables>;