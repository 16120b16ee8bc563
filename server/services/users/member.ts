import { users, type UserRow } from '../../db/schema';

/**
 * A user as every domain shows them (team lists, loaders, sessions, administration): the row without
 * its password hash, and the columns that select it.
 */
export type Member = Omit<UserRow, 'passwordHash'>;
export const memberColumns = {
  id: users.id,
  organizationId: users.organizationId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  type: users.type,
  role: users.role,
  featureFlags: users.featureFlags,
  productFeatureFlags: users.productFeatureFlags,
  active: users.active,
  createdAt: users.createdAt,
};
