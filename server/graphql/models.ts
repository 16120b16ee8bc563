import type { AnalyticsEventRow, GroupRow, OrganizationRow, UserRow } from '../db/schema';

// What resolvers pass around for each GraphQL type (codegen `mappers`): database rows, so a
// parent resolver hands its row to the field resolvers without reshaping it.
export type UserModel = Omit<UserRow, 'passwordHash'>;
export type OrganizationModel = OrganizationRow;
export type GroupModel = GroupRow;
export type PermissionModel = { name: string };
export type AnalyticsEventModel = AnalyticsEventRow;
