import { DateTimeResolver, JSONObjectResolver, JSONResolver } from 'graphql-scalars';
import type { Resolvers } from '../../../graphql/generated/resolvers';
import { AnalyticsQueries } from './analytics';
import { OrganizationMutations } from './organization';
import { Query } from './query';
import { User } from './user';

export const resolvers: Resolvers = {
  JSON: JSONResolver,
  JSONObject: JSONObjectResolver,
  DateTime: DateTimeResolver,
  Query: { ...Query, ...AnalyticsQueries },
  Mutation: { ...OrganizationMutations },
  User,
};
