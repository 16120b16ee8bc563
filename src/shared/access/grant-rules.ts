// What one member may give another (invitations, role, type, section permissions, deactivation,
// groups): nobody grants a capability wider than their own. The server checks every change to a
// member through `explainGrant`; the team screens offer only what it allows.
//
// 1. Type `admin`: only an administrator makes someone an administrator, and only an
//    administrator changes anything about an administrator.
// 2. Role OWNER: only an OWNER (the `grantOwnerRole` operation) gives it, or changes an OWNER.
// 3. Any role: nobody gives a role whose scopes exceed their own, nor changes a member whose
//    role's scopes exceed their own.
// 4. Sections: nobody grants a section they do not hold themselves (an OWNER holds them all).
// An administrator (type `admin`) acts for Lotwise and holds every role and section here.

import { userScopes, type Role, type UserType } from './enums';
import { sectionLabel } from './labels';
import { canDo } from './operations';
import { holdsPermission, type AccessSubject } from './user';

export type Grant = {
  /** The member being changed; absent for an invitation. */
  member?: { type: UserType; role?: Role | null };
  /** The type given. */
  type?: UserType;
  /** The role given. */
  role?: Role;
  /** The sections the member gains (not those they hold already). */
  sections?: readonly string[];
};

export type GrantDecision = { allowed: true } | { allowed: false; reason: string };

const ALLOW: GrantDecision = { allowed: true };
const deny = (reason: string): GrantDecision => ({ allowed: false, reason });

/** Whether role `a` grants a scope role `b` lacks (USER and no role grant none). */
export function roleExceeds(a: Role | null | undefined, b: Role | null | undefined): boolean {
  const held = userScopes(b) ?? [];
  return (userScopes(a) ?? []).some((scope) => !held.includes(scope));
}

export const isAdministrator = (user: Pick<AccessSubject, 'type'>) => user.type === 'admin';

/** Whether the granter holds a section as a permission (an OWNER holds every section). */
export const holdsSection = (granter: Pick<AccessSubject, 'role' | 'permissions'>, section: string) =>
  granter.role === 'OWNER' || holdsPermission(granter, section);

export function explainGrant(granter: AccessSubject, grant: Grant): GrantDecision {
  const { member, type, role, sections = [] } = grant;
  if (isAdministrator(granter)) return ALLOW;
  if (member?.type === 'admin') return deny('only a Lotwise administrator can change an administrator');
  if (type === 'admin') return deny('only a Lotwise administrator can make someone an administrator');
  if ((member?.role === 'OWNER' || role === 'OWNER') && !canDo(granter, 'grantOwnerRole')) {
    return deny('only an OWNER can change an OWNER or make someone an OWNER');
  }
  if (member && roleExceeds(member.role, granter.role)) {
    return deny(`the member's role ${member.role} gives more than your own role ${granter.role ?? '(none)'}`);
  }
  if (role && roleExceeds(role, granter.role)) {
    return deny(`the role ${role} gives more than your own role ${granter.role ?? '(none)'}`);
  }
  const notHeld = sections.filter((section) => !holdsSection(granter, section));
  if (notHeld.length > 0) {
    return deny(`you can only grant sections you hold yourself, not ${notHeld.map(sectionLabel).join(', ')}`);
  }
  return ALLOW;
}

export function canGrant(granter: AccessSubject | null | undefined, grant: Grant): boolean {
  return granter !== null && granter !== undefined && explainGrant(granter, grant).allowed;
}
