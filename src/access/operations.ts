import { explainAccess, type AccessCriteria, type AccessDecision } from './can-access';
import type { AccessSubject } from './user';

/**
 * Who may do what beyond opening a section: each operation is a list of criteria that must
 * all allow. (One `canAccess` call cannot say "this section and scope 2": the first of rules
 * 3–7 present decides, so a section rule and a scope rule are separate checks.)
 * The server enforces these; screens use them to show only what a person can do.
 */
export const OPERATION_ACCESS = {
  changeOrganizationSettings: [{ user_access: ['settings'] }],
  readTeam: [{ some_permissions: ['user_settings'] }],
  manageTeam: [{ some_permissions: ['user_settings'] }, { scopes: [2] }],
  grantOwnerRole: [{ some_permissions: ['user_settings'] }, { roles: ['OWNER'] }],
  readBilling: [{ some_permissions: ['billing_settings'] }],
  readTerritories: [{ some_permissions: ['territory_insights_settings'] }],
  manageTerritories: [{ some_permissions: ['territory_insights_settings'] }, { scopes: [2] }],
  manageApiTokens: [{ roles: ['OWNER'] }],
  readOwnAuditLog: [{ roles: ['OWNER'] }],
  administer: [{ types: ['admin'] }],
  // Sessions and passwords (issue 12): an OWNER, for members of their organization (an
  // administrator acts on anyone through `administer`).
  revokeMemberSessions: [{ some_permissions: ['user_settings'] }, { roles: ['OWNER'] }],
  issuePasswordResetLink: [{ some_permissions: ['user_settings'] }, { roles: ['OWNER'] }],
} as const satisfies Record<string, readonly AccessCriteria[]>;

export type Operation = keyof typeof OPERATION_ACCESS;

/** The decision of the first of `criteriaList` that denies, or allowed when all allow. */
export function explainAll(user: AccessSubject | null | undefined, criteriaList: readonly AccessCriteria[]): AccessDecision {
  for (const criteria of criteriaList) {
    const decision = explainAccess(user, criteria);
    if (!decision.allowed) return decision;
  }
  return { allowed: true };
}

export function explainOperation(user: AccessSubject | null | undefined, operation: Operation): AccessDecision {
  return explainAll(user, OPERATION_ACCESS[operation]);
}

export function canDo(user: AccessSubject | null | undefined, operation: Operation): boolean {
  return explainOperation(user, operation).allowed;
}
