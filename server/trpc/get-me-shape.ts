import type { AccessUser } from '../../src/shared/access';
import type { GetMeQuery } from '../../graphql/generated/client/graphql';

type GraphUser = NonNullable<GetMeQuery['me']>;

/** The graph's `me` reshaped into the snake_case `users.getMe` contract of SPEC.md section 3. */
export function toGetMeShape(user: GraphUser): AccessUser {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    type: user.type,
    role: user.role,
    feature_flags: user.featureFlags,
    product_feature_flags: user.productFeatureFlags,
    users_groups: user.groups.map((group) => ({ group: { name: group.name } })),
    permissions: user.permissions.map((permission) => ({ permissions: { name: permission.name } })),
    organization: {
      id: user.organization.id,
      name: user.organization.name,
      feature_flags: user.organization.featureFlags,
      settings: user.organization.settings,
      setup_checklist_items: user.organization.setupChecklistItems,
    },
  };
}
