/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../types.js';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type BillOfLadingInspectionFieldsFragment = { stage: Types.BillOfLadingStage, notes: string | null, signerName: string, signedAt: string, damages: Array<{ panel: Types.DamagePanel, kind: Types.DamageKind }> };

export const BillOfLadingInspectionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillOfLadingInspectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BillOfLadingInspection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"damages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"panel"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signerName"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}}]}}]} as unknown as DocumentNode<BillOfLadingInspectionFieldsFragment, unknown>;