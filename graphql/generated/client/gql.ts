/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query GetAnalyticsDailyCounts($filter: AnalyticsEventFilter!) {\n  analyticsDailyCounts(filter: $filter) {\n    day\n    event\n    count\n  }\n}": typeof types.GetAnalyticsDailyCountsDocument,
    "query GetAnalyticsEvents($filter: AnalyticsEventFilter, $first: Int, $after: String) {\n  analyticsEvents(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        organizationId\n        userId\n        anonymousId\n        sessionId\n        component\n        event\n        url\n        payload\n        custom\n        createdAt\n        receivedAt\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.GetAnalyticsEventsDocument,
    "fragment OrganizationFields on Organization {\n  id\n  name\n  featureFlags\n  settings\n  setupChecklistItems\n}": typeof types.OrganizationFieldsFragmentDoc,
    "mutation UpdateOrganizationChecklistItem($input: UpdateOrganizationChecklistItemInput!) {\n  updateOrganizationChecklistItem(input: $input) {\n    ...OrganizationFields\n  }\n}": typeof types.UpdateOrganizationChecklistItemDocument,
    "mutation UpdateOrganizationSetting($input: UpdateOrganizationSettingInput!) {\n  updateOrganizationSetting(input: $input) {\n    ...OrganizationFields\n  }\n}": typeof types.UpdateOrganizationSettingDocument,
    "query GetMe {\n  me {\n    id\n    email\n    firstName\n    lastName\n    type\n    role\n    featureFlags\n    productFeatureFlags\n    groups {\n      id\n      name\n    }\n    permissions {\n      name\n    }\n    organization {\n      ...OrganizationFields\n    }\n  }\n}": typeof types.GetMeDocument,
};
const documents: Documents = {
    "query GetAnalyticsDailyCounts($filter: AnalyticsEventFilter!) {\n  analyticsDailyCounts(filter: $filter) {\n    day\n    event\n    count\n  }\n}": types.GetAnalyticsDailyCountsDocument,
    "query GetAnalyticsEvents($filter: AnalyticsEventFilter, $first: Int, $after: String) {\n  analyticsEvents(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        organizationId\n        userId\n        anonymousId\n        sessionId\n        component\n        event\n        url\n        payload\n        custom\n        createdAt\n        receivedAt\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.GetAnalyticsEventsDocument,
    "fragment OrganizationFields on Organization {\n  id\n  name\n  featureFlags\n  settings\n  setupChecklistItems\n}": types.OrganizationFieldsFragmentDoc,
    "mutation UpdateOrganizationChecklistItem($input: UpdateOrganizationChecklistItemInput!) {\n  updateOrganizationChecklistItem(input: $input) {\n    ...OrganizationFields\n  }\n}": types.UpdateOrganizationChecklistItemDocument,
    "mutation UpdateOrganizationSetting($input: UpdateOrganizationSettingInput!) {\n  updateOrganizationSetting(input: $input) {\n    ...OrganizationFields\n  }\n}": types.UpdateOrganizationSettingDocument,
    "query GetMe {\n  me {\n    id\n    email\n    firstName\n    lastName\n    type\n    role\n    featureFlags\n    productFeatureFlags\n    groups {\n      id\n      name\n    }\n    permissions {\n      name\n    }\n    organization {\n      ...OrganizationFields\n    }\n  }\n}": types.GetMeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAnalyticsDailyCounts($filter: AnalyticsEventFilter!) {\n  analyticsDailyCounts(filter: $filter) {\n    day\n    event\n    count\n  }\n}"): (typeof documents)["query GetAnalyticsDailyCounts($filter: AnalyticsEventFilter!) {\n  analyticsDailyCounts(filter: $filter) {\n    day\n    event\n    count\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAnalyticsEvents($filter: AnalyticsEventFilter, $first: Int, $after: String) {\n  analyticsEvents(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        organizationId\n        userId\n        anonymousId\n        sessionId\n        component\n        event\n        url\n        payload\n        custom\n        createdAt\n        receivedAt\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query GetAnalyticsEvents($filter: AnalyticsEventFilter, $first: Int, $after: String) {\n  analyticsEvents(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        organizationId\n        userId\n        anonymousId\n        sessionId\n        component\n        event\n        url\n        payload\n        custom\n        createdAt\n        receivedAt\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrganizationFields on Organization {\n  id\n  name\n  featureFlags\n  settings\n  setupChecklistItems\n}"): (typeof documents)["fragment OrganizationFields on Organization {\n  id\n  name\n  featureFlags\n  settings\n  setupChecklistItems\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateOrganizationChecklistItem($input: UpdateOrganizationChecklistItemInput!) {\n  updateOrganizationChecklistItem(input: $input) {\n    ...OrganizationFields\n  }\n}"): (typeof documents)["mutation UpdateOrganizationChecklistItem($input: UpdateOrganizationChecklistItemInput!) {\n  updateOrganizationChecklistItem(input: $input) {\n    ...OrganizationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateOrganizationSetting($input: UpdateOrganizationSettingInput!) {\n  updateOrganizationSetting(input: $input) {\n    ...OrganizationFields\n  }\n}"): (typeof documents)["mutation UpdateOrganizationSetting($input: UpdateOrganizationSettingInput!) {\n  updateOrganizationSetting(input: $input) {\n    ...OrganizationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetMe {\n  me {\n    id\n    email\n    firstName\n    lastName\n    type\n    role\n    featureFlags\n    productFeatureFlags\n    groups {\n      id\n      name\n    }\n    permissions {\n      name\n    }\n    organization {\n      ...OrganizationFields\n    }\n  }\n}"): (typeof documents)["query GetMe {\n  me {\n    id\n    email\n    firstName\n    lastName\n    type\n    role\n    featureFlags\n    productFeatureFlags\n    groups {\n      id\n      name\n    }\n    permissions {\n      name\n    }\n    organization {\n      ...OrganizationFields\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;