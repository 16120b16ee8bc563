/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../types.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type PlanDetailsFieldsFragment = { key: Types.Plan, label: string, seats: number | null, monthlyPriceUsd: number | null };

export const PlanDetailsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPriceUsd"}}]}}]} as unknown as DocumentNode<PlanDetailsFieldsFragment, unknown>;