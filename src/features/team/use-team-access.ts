import { ROLES, USER_TYPES, canGrant, holdsSection, type Role, type UserType } from '../../shared/access';
import { useCanDo } from '../access/use-can-do';
import { useMe } from '../../base/use-me';

/**
 * What the current user may do on the team screen. Managing members needs the `user_settings`
 * section and scope 2 (src/shared/access/operations.ts); what a manager may give is
 * src/shared/access/grant-rules.ts:
 * no role, type or section beyond their own, no change to an OWNER unless they are one, and no
 * change to an administrator unless they are one.
 */
export function useTeamAccess() {
  const { user } = useMe({ throwOnError: false });
  const canManage = useCanDo('manageTeam');
  const roleOptions: Role[] = ROLES.filter((role) => canGrant(user, { role }));
  const typeOptions: UserType[] = USER_TYPES.filter((type) => canGrant(user, { type }));
  const mayChange = (member: { type: UserType; role: Role }) => canManage && canGrant(user, { member });
  const mayGrantSection = (section: string) => user !== undefined && user !== null && holdsSection(user, section);
  // Reset links and ending sessions: an OWNER for members, an administrator for anyone.
  const canRevokeSessions = useCanDo('revokeMemberSessions');
  const canAdminister = useCanDo('administer');
  const canManageAccess = canRevokeSessions || canAdminister;
  return {
    viewerId: user?.id ?? null,
    canManage,
    canManageAccess,
    roleOptions,
    typeOptions,
    mayChange,
    mayGrantSection,
  };
}
