// What an API token may do. A token acts for its organization, but never with more than the
// person who created it has NOW: it follows their current role and sections, and stops when they
// can no longer read the organization's data.
//
// - Its role is the narrower of its scope's role (write → EDITOR, read → VIEWER) and its
//   creator's current role.
// - Its sections are every section when its creator is an OWNER, else its creator's current ones.
// - A creator who is deactivated (or gone), or whose role has no scope 1 (USER), stops it.
// - Whatever its scope, it never does an operation marked `peopleOnly` (operations.ts).
// - A `transport` token (a carrier's) holds at most the transportation section, and does only the
//   operations marked `carrier` (operations.ts).

import { isRole, userScopes, type Role } from './enums';
import { roleExceeds } from './grant-rules';
import { SECTION_KEYS, isSectionKey, type SectionKey } from './sections';

export type TokenCreator = { active: boolean; role: Role | null | undefined; sections: readonly string[] };

export type TokenCapability =
  { working: true; role: Role; sections: readonly SectionKey[] } | { working: false; reason: string };

/** The role a token's scopes stand for. */
export const scopeRole = (scopes: readonly string[]): Role => (scopes.includes('write') ? 'EDITOR' : 'VIEWER');

export function apiTokenCapability(scopes: readonly string[], creator: TokenCreator | null): TokenCapability {
  if (!creator?.active) {
    return { working: false, reason: 'the person who created it no longer has an active Lotwise account' };
  }
  if (!isRole(creator.role) || !userScopes(creator.role)?.includes(1)) {
    return {
      working: false,
      reason: `the role of the person who created it (${creator.role ?? 'none'}) no longer reads the organization's data`,
    };
  }
  const tokenRole = scopeRole(scopes);
  const sections = creator.role === 'OWNER' ? SECTION_KEYS : creator.sections.filter(isSectionKey);
  return {
    working: true,
    role: roleExceeds(tokenRole, creator.role) ? creator.role : tokenRole,
    sections: scopes.includes('transport') ? sections.filter((section) => section === 'transportation') : sections,
  };
}
