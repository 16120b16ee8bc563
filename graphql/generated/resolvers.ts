import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserModel, OrganizationModel, GroupModel, PermissionModel, AnalyticsEventModel } from '../../server/graphql/models';
import type { GraphQLContext } from '../../server/graphql/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * A date-time at UTC in RFC 3339 / ISO 8601 form, e.g. `2024-05-01T12:00:00.000Z`. Inputs need a
   * time zone (`Z` or an offset).
   */
  DateTime: { input: Date; output: Date | string; }
  /** Any JSON value. */
  JSON: { input: unknown; output: unknown; }
  /** A JSON object (a map from string keys to JSON values). */
  JSONObject: { input: Record<string, unknown>; output: Record<string, unknown>; }
};

/** How many events of one name happened on one UTC day. */
export type AnalyticsDailyCount = {
  __typename?: 'AnalyticsDailyCount';
  count: Scalars['Int']['output'];
  /** YYYY-MM-DD, UTC. */
  day: Scalars['String']['output'];
  event: Scalars['String']['output'];
};

/** One first-party analytics event (SPEC.md section 3) as stored. */
export type AnalyticsEvent = {
  __typename?: 'AnalyticsEvent';
  anonymousId: Scalars['String']['output'];
  component: Scalars['String']['output'];
  /** When the event happened (the client's timestamp, or when it was received). */
  createdAt: Scalars['DateTime']['output'];
  custom: Scalars['JSONObject']['output'];
  event: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The organization of the signed-in user who sent it; null when anonymous. */
  organizationId?: Maybe<Scalars['ID']['output']>;
  /** The event's own fields plus user_agent, platform, device_type, browser, browser_version, os, os_version. */
  payload: Scalars['JSONObject']['output'];
  /** When the server received it. */
  receivedAt: Scalars['DateTime']['output'];
  sessionId: Scalars['String']['output'];
  url: Scalars['String']['output'];
  /** The signed-in user who sent it; null when anonymous. */
  userId?: Maybe<Scalars['ID']['output']>;
};

export type AnalyticsEventConnection = {
  __typename?: 'AnalyticsEventConnection';
  edges: Array<AnalyticsEventEdge>;
  pageInfo: PageInfo;
};

export type AnalyticsEventEdge = {
  __typename?: 'AnalyticsEventEdge';
  /** Opaque; pass as `after` to continue after this event. */
  cursor: Scalars['String']['output'];
  node: AnalyticsEvent;
};

/** Narrows analytics events. Every field given must match. */
export type AnalyticsEventFilter = {
  /** The event name: `page` for page views, otherwise the tracked event's name. */
  event?: InputMaybe<Scalars['String']['input']>;
  /** Events at or after this time (the event's own time). */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  organizationId?: InputMaybe<Scalars['ID']['input']>;
  /** Events before this time. */
  to?: InputMaybe<Scalars['DateTime']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type Group = {
  __typename?: 'Group';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Sets one setup checklist item of the signed-in user's organization. Needs `user_access: [settings]`. */
  updateOrganizationChecklistItem: Organization;
  /** Sets one setting of the signed-in user's organization. Needs `user_access: [settings]`. */
  updateOrganizationSetting: Organization;
};


export type MutationUpdateOrganizationChecklistItemArgs = {
  input: UpdateOrganizationChecklistItemInput;
};


export type MutationUpdateOrganizationSettingArgs = {
  input: UpdateOrganizationSettingInput;
};

export type Organization = {
  __typename?: 'Organization';
  featureFlags: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Organization settings by key. A setting counts as on only when its value is exactly true. */
  settings: Scalars['JSONObject']['output'];
  /** Setup checklist items by key. */
  setupChecklistItems: Scalars['JSONObject']['output'];
};

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type Permission = {
  __typename?: 'Permission';
  /** A navigation section key, e.g. `inventory`. */
  name: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /**
   * Events per UTC day and event name in [from, to) (both required, at most 366 days apart),
   * ordered by day then name. Admin users only.
   */
  analyticsDailyCounts: Array<AnalyticsDailyCount>;
  /**
   * Analytics events, newest first (by event time, then id), `first` at a time (at most 500)
   * after the cursor `after`. Pages stay stable while events arrive. Admin users only.
   */
  analyticsEvents: AnalyticsEventConnection;
  /** The signed-in user, or null when the request carries no valid session. */
  me?: Maybe<User>;
};


export type QueryAnalyticsDailyCountsArgs = {
  filter: AnalyticsEventFilter;
};


export type QueryAnalyticsEventsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AnalyticsEventFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type Role =
  | 'EDITOR'
  | 'OWNER'
  | 'USER'
  | 'VIEWER';

export type UpdateOrganizationChecklistItemInput = {
  /** A checklist item key, e.g. `invite_team`. */
  key: Scalars['String']['input'];
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type UpdateOrganizationSettingInput = {
  /** A key of the setting registry, e.g. `hide_vehicle_cost`. */
  key: Scalars['String']['input'];
  /** The new value; its type is fixed per key. */
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type User = {
  __typename?: 'User';
  email: Scalars['String']['output'];
  /** Feature flags granted to this user in addition to the organization's. */
  featureFlags: Array<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  groups: Array<Group>;
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  organization: Organization;
  /** Section permissions: each is a navigation section key the user may open. */
  permissions: Array<Permission>;
  /** Product feature flags (gates for features in rollout). */
  productFeatureFlags: Array<Scalars['String']['output']>;
  role: Role;
  type: UserType;
};

export type UserType =
  | 'admin'
  | 'agent'
  | 'user';

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AnalyticsDailyCount: ResolverTypeWrapper<AnalyticsDailyCount>;
  AnalyticsEvent: ResolverTypeWrapper<AnalyticsEventModel>;
  AnalyticsEventConnection: ResolverTypeWrapper<Omit<AnalyticsEventConnection, 'edges'> & { edges: Array<ResolversTypes['AnalyticsEventEdge']> }>;
  AnalyticsEventEdge: ResolverTypeWrapper<Omit<AnalyticsEventEdge, 'node'> & { node: ResolversTypes['AnalyticsEvent'] }>;
  AnalyticsEventFilter: AnalyticsEventFilter;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Group: ResolverTypeWrapper<GroupModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  JSONObject: ResolverTypeWrapper<Scalars['JSONObject']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Organization: ResolverTypeWrapper<OrganizationModel>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Permission: ResolverTypeWrapper<PermissionModel>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: Role;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UpdateOrganizationChecklistItemInput: UpdateOrganizationChecklistItemInput;
  UpdateOrganizationSettingInput: UpdateOrganizationSettingInput;
  User: ResolverTypeWrapper<UserModel>;
  UserType: UserType;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AnalyticsDailyCount: AnalyticsDailyCount;
  AnalyticsEvent: AnalyticsEventModel;
  AnalyticsEventConnection: Omit<AnalyticsEventConnection, 'edges'> & { edges: Array<ResolversParentTypes['AnalyticsEventEdge']> };
  AnalyticsEventEdge: Omit<AnalyticsEventEdge, 'node'> & { node: ResolversParentTypes['AnalyticsEvent'] };
  AnalyticsEventFilter: AnalyticsEventFilter;
  Boolean: Scalars['Boolean']['output'];
  DateTime: Scalars['DateTime']['output'];
  Group: GroupModel;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  JSONObject: Scalars['JSONObject']['output'];
  Mutation: Record<PropertyKey, never>;
  Organization: OrganizationModel;
  PageInfo: PageInfo;
  Permission: PermissionModel;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  UpdateOrganizationChecklistItemInput: UpdateOrganizationChecklistItemInput;
  UpdateOrganizationSettingInput: UpdateOrganizationSettingInput;
  User: UserModel;
}>;

export type AnalyticsDailyCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnalyticsDailyCount'] = ResolversParentTypes['AnalyticsDailyCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AnalyticsEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnalyticsEvent'] = ResolversParentTypes['AnalyticsEvent']> = ResolversObject<{
  anonymousId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  component?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  custom?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organizationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  payload?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type AnalyticsEventConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnalyticsEventConnection'] = ResolversParentTypes['AnalyticsEventConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['AnalyticsEventEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type AnalyticsEventEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnalyticsEventEdge'] = ResolversParentTypes['AnalyticsEventEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AnalyticsEvent'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type GroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Group'] = ResolversParentTypes['Group']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export interface JsonObjectScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSONObject'], any> {
  name: 'JSONObject';
}

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  updateOrganizationChecklistItem?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<MutationUpdateOrganizationChecklistItemArgs, 'input'>>;
  updateOrganizationSetting?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<MutationUpdateOrganizationSettingArgs, 'input'>>;
}>;

export type OrganizationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Organization'] = ResolversParentTypes['Organization']> = ResolversObject<{
  featureFlags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  setupChecklistItems?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PermissionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Permission'] = ResolversParentTypes['Permission']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  analyticsDailyCounts?: Resolver<Array<ResolversTypes['AnalyticsDailyCount']>, ParentType, ContextType, RequireFields<QueryAnalyticsDailyCountsArgs, 'filter'>>;
  analyticsEvents?: Resolver<ResolversTypes['AnalyticsEventConnection'], ParentType, ContextType, RequireFields<QueryAnalyticsEventsArgs, 'first'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  featureFlags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['Group']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  productFeatureFlags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['UserType'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  AnalyticsDailyCount?: AnalyticsDailyCountResolvers<ContextType>;
  AnalyticsEvent?: AnalyticsEventResolvers<ContextType>;
  AnalyticsEventConnection?: AnalyticsEventConnectionResolvers<ContextType>;
  AnalyticsEventEdge?: AnalyticsEventEdgeResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Group?: GroupResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  JSONObject?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  Organization?: OrganizationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Permission?: PermissionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
}>;

