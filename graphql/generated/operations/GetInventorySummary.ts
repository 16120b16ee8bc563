/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type GetInventorySummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type GetInventorySummaryQuery = { inventorySummary: { inStock: number, averageAgeDays: number | null, aged: number, agedAfterDays: number } };


export const GetInventorySummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetInventorySummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inventorySummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"averageAgeDays"}},{"kind":"Field","name":{"kind":"Name","value":"aged"}},{"kind":"Field","name":{"kind":"Name","value":"agedAfterDays"}}]}}]}}]} as unknown as DocumentNode<GetInventorySummaryQuery, GetInventorySummaryQueryVariables>;