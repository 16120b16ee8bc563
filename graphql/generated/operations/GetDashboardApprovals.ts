/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type GetDashboardApprovalsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetDashboardApprovalsQuery = { pendingRepairOrderApprovals: Array<{ waitingCostCents: number }> };


export const GetDashboardApprovalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetDashboardApprovals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingRepairOrderApprovals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waitingCostCents"}}]}}]}}]} as unknown as DocumentNode<GetDashboardApprovalsQuery, GetDashboardApprovalsQueryVariables>;