/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../types.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CreateMarketplaceFeedMutationVariables = Exact<{
  name: string;
}>;


export type CreateMarketplaceFeedMutation = { createMarketplaceFeed: { csvUrl: string, xmlUrl: string, leadSecret: string, feed: { id: string, name: string, state: Types.MarketplaceFeedState, createdBy: string | null, createdAt: string, revokedAt: string | null, lastPulledAt: string | null, pullCount: number, lastPullRows: number | null, leadCount: number, leadsUrl: string } } };


export const CreateMarketplaceFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMarketplaceFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMarketplaceFeed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MarketplaceFeedFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"csvUrl"}},{"kind":"Field","name":{"kind":"Name","value":"xmlUrl"}},{"kind":"Field","name":{"kind":"Name","value":"leadSecret"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketplaceFeedFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketplaceFeed"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastPulledAt"}},{"kind":"Field","name":{"kind":"Name","value":"pullCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastPullRows"}},{"kind":"Field","name":{"kind":"Name","value":"leadCount"}},{"kind":"Field","name":{"kind":"Name","value":"leadsUrl"}}]}}]} as unknown as DocumentNode<CreateMarketplaceFeedMutation, CreateMarketplaceFeedMutationVariables>;