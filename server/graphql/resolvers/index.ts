import { DateTimeResolver, JSONObjectResolver, JSONResolver, LocalDateResolver } from 'graphql-scalars';
import type { Resolvers } from '../../../graphql/generated/resolvers';
import { AdministrationMutations, AdministrationQueries, AdministrationTypes } from './admin';
import { AnalyticsQueries } from './analytics';
import { InventoryMutations, InventoryQueries } from './inventory';
import { OrganizationMutations } from './organizations';
import { PasswordMutations, PasswordQueries } from './passwords';
import { Query } from './query';
import { SessionMutations } from './sessions';
import { TeamMutations, TeamQueries, TeamTypes } from './team';
import { Person, User } from './users';
import { Vehicle, VehicleAgeBucketCount, VehicleConnection, VehicleStatusChange, VinCheck } from './vehicle';

export const resolvers: Resolvers = {
  JSON: JSONResolver,
  JSONObject: JSONObjectResolver,
  DateTime: DateTimeResolver,
  LocalDate: LocalDateResolver,
  Query: { ...Query, ...AnalyticsQueries, ...InventoryQueries, ...TeamQueries, ...AdministrationQueries, ...PasswordQueries },
  Mutation: {
    ...OrganizationMutations,
    ...InventoryMutations,
    ...TeamMutations,
    ...AdministrationMutations,
    ...SessionMutations,
    ...PasswordMutations,
  },
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
