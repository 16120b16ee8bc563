// The sections an invitation gives, pre-filled from the role (issue 15): the invite dialog shows
// them ticked, and the server uses them when an invitation names none. They are the sections
// the demo users of each role hold (CONTRACTS.md "Demo data"), so a new member can do the work
// their role is for from the first sign-in.

import type { Role, UserType } from './enums';
import { holdsSection } from './grant-rules';
import { SECTION_KEYS, type SectionKey } from './sections';
import type { AccessSubject } from './user';

/** Every member has the dashboard (it is what `/` opens), whatever the invitation lists. */
export const MEMBER_BASE_SECTION: SectionKey = 'dashboard';

const ROLE_SECTIONS: Record<Role, readonly SectionKey[]> = {
  // An OWNER opens every section without permissions (SPEC.md access check, rule 6).
  OWNER: [],
  EDITOR: ['inventory', 'appraisals', 'recon', 'pricing', 'reports', 'roapproval', 'needs_attention', 'transportation'],
  VIEWER: ['inventory', 'reports'],
  USER: ['inventory', 'recon'],
};

/**
 * The sections an invitation of this role and type gives unless the inviter changes them, in
 * navigation order. An agent works the agent area (/agent/), not the dealer sections.
 */
export function defaultInvitationSections({ role, type }: { role: Role; type: UserType }): SectionKey[] {
  const sections = new Set<SectionKey>([MEMBER_BASE_SECTION, ...(type === 'agent' ? [] : ROLE_SECTIONS[role])]);
  return SECTION_KEYS.filter((key) => sections.has(key));
}

/**
 * The sections an invitation stores: the base section plus `sections`, each once, in navigation
 * order. Unknown keys are left to the caller to refuse (see `isSectionKey`).
 */
export function invitationSections(sections: readonly string[]): SectionKey[] {
  const chosen = new Set<string>([MEMBER_BASE_SECTION, ...sections]);
  return SECTION_KEYS.filter((key) => chosen.has(key));
}

/**
 * The role's default narrowed to what `granter` may give (grant rule 4): what an invitation
 * without sections gives, so an inviter who lacks a default section still invites.
 */
export function grantableDefaultSections(
  granter: Pick<AccessSubject, 'role' | 'permissions' | 'type'>,
  invitee: { role: Role; type: UserType },
): SectionKey[] {
  return defaultInvitationSections(invitee).filter(
    (key) => key === MEMBER_BASE_SECTION || granter.type === 'admin' || holdsSection(granter, key),
  );
}
