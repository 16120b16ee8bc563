/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type GetPricingStepMovesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetPricingStepMovesQuery = { pricingStepMoves: Array<{ fromDay: number, percentOfMarket: number, vehicles: number, lowers: number, raises: number, underwater: number }> };


export const GetPricingStepMovesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetPricingStepMoves"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pricingStepMoves"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromDay"}},{"kind":"Field","name":{"kind":"Name","value":"percentOfMarket"}},{"kind":"Field","name":{"kind":"Name","value":"vehicles"}},{"kind":"Field","name":{"kind":"Name","value":"lowers"}},{"kind":"Field","name":{"kind":"Name","value":"raises"}},{"kind":"Field","name":{"kind":"Name","value":"underwater"}}]}}]}}]} as unknown as DocumentNode<GetPricingStepMovesQuery, GetPricingStepMovesQueryVariables>;