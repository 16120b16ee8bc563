import { DateTimeResolver, JSONObjectResolver, JSONResolver, LocalDateResolver } from 'graphql-scalars';
import type { Resolvers } from '../../../graphql/generated/resolvers';
import { AdministrationMutations, AdministrationQueries, AdministrationTypes } from './administration';
import { AnalyticsQueries } from './analytics';
import { InventoryMutations, InventoryQueries } from './inventory';
import { OrganizationMutations } from './organization';
import { Query } from './query';
import { TeamMutations, TeamQueries, TeamTypes } from './team';
import { Person, User } from './user';
import { Vehicle, VehicleAgeBucketCount, VehicleConnection, VehicleStatusChange, VinCheck } from './vehicle';

export const resolvers: Resolvers = {
  JSON: JSONResolver,
  JSONObject: JSONObjectResolver,
  DateTime: DateTimeResolver,
  LocalDate: LocalDateResolver,
  Query: { ...Query, ...AnalyticsQueries, ...InventoryQueries, ...TeamQueries, ...AdministrationQueries },
  Mutation: { ...OrganizationMutations, ...InventoryMutations, ...TeamMutations, ...AdministrationMutations },
  ...TeamTypes,
  ...AdministrationTypes,
  Person,
  User,
  Vehicle,
  VehicleConnection,
  VehicleStatusChange,
  VehicleAgeBucketCount,
  VinCheck,
};
