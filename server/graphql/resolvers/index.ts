import { JSONObjectResolver, JSONResolver } from 'graphql-scalars';
import type { Resolvers } from '../../../graphql/generated/resolvers';
import { OrganizationMutations } from './organization';
import { Query } from './query';
import { User } from './user';

export const resolvers: Resolvers = {
  JSON: JSONResolver,
  JSONObject: JSONObjectResolver,
  Query,
  Mutation: { ...OrganizationMutations },
  User,
};
