/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../types.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type RotateDmsFeedSecretMutationVariables = Exact<{ [key: string]: never; }>;


export type RotateDmsFeedSecretMutation = { rotateDmsFeedSecret: { secret: string, connection: { id: string, provider: Types.DmsProvider, providerName: string | null, dealerId: string, storeId: string, credentialsSet: boolean, feedSecretSet: boolean, feedSecretCreatedAt: string | null, feedUrl: string, encryptionConfigured: boolean, updatedAt: string } } };


export const RotateDmsFeedSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateDmsFeedSecret"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateDmsFeedSecret"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"connection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DmsConnectionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DmsConnectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DmsConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"dealerId"}},{"kind":"Field","name":{"kind":"Name","value":"storeId"}},{"kind":"Field","name":{"kind":"Name","value":"credentialsSet"}},{"kind":"Field","name":{"kind":"Name","value":"feedSecretSet"}},{"kind":"Field","name":{"kind":"Name","value":"feedSecretCreatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"feedUrl"}},{"kind":"Field","name":{"kind":"Name","value":"encryptionConfigured"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RotateDmsFeedSecretMutation, RotateDmsFeedSecretMutationVariables>;