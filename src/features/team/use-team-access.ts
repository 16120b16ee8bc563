import { ROLES, USER_TYPES, type Role, type UserType } from '../../access';
import { useCanDo } from '../common/use-can-do';
import { useMe } from '../session/use-me';

/**
 * What the current user may do on the team screen. Managing members needs the `user_settings`
 * section and scope 2, checked separately (src/access/operations.ts); only an OWNER offers the
 * OWNER role, and only a Lotwise administrator offers the administrator type.
 */
export function useTeamAccess() {
  const { user } = useMe({ throwOnError: false });
  const canManage = useCanDo('manageTeam');
  const canGrantOwner = useCanDo('grantOwnerRole');
  const isAdmin = user?.type === 'admin';
  // Reset links and ending sessions: an OWNER for members, an administrator for anyone.
  const canManageAccess = useCanDo('revokeMemberSessions') || isAdmin;
  const roleOptions: Role[] = ROLES.filter((role) => role !== 'OWNER' || canGrantOwner);
  const typeOptions: UserType[] = USER_TYPES.filter((type) => type !== 'admin' || isAdmin);
  return { viewerId: user?.id ?? null, canManage, canGrantOwner, canManageAccess, isAdmin, roleOptions, typeOptions };
}
