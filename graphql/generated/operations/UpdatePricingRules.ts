/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../types.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type UpdatePricingRulesMutationVariables = Exact<{
  input: Types.UpdatePricingRulesInput;
}>;


export type UpdatePricingRulesMutation = { updatePricingRules: { minimumGrossCents: number, roundToCents: number, roundingMode: Types.PricingRoundingMode, endInNine: boolean, raiseToMarket: boolean, configured: boolean, updatedAt: string | null, steps: Array<{ fromDay: number, percentOfMarket: number }>, updatedBy: { id: string, name: string } | null } };


export const UpdatePricingRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePricingRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePricingRulesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePricingRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PricingRulesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PricingRulesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PricingRules"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromDay"}},{"kind":"Field","name":{"kind":"Name","value":"percentOfMarket"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minimumGrossCents"}},{"kind":"Field","name":{"kind":"Name","value":"roundToCents"}},{"kind":"Field","name":{"kind":"Name","value":"roundingMode"}},{"kind":"Field","name":{"kind":"Name","value":"endInNine"}},{"kind":"Field","name":{"kind":"Name","value":"raiseToMarket"}},{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdatePricingRulesMutation, UpdatePricingRulesMutationVariables>;