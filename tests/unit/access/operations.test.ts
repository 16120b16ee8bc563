import { describe, expect, it } from 'vitest';
import { canDo, explainOperation, type Operation } from '../../../src/access';
import { makeUser } from './fixtures';

const account = ['account'];
const owner = makeUser({ role: 'OWNER', orgFlags: account });
const editorWithTeam = makeUser({ role: 'EDITOR', orgFlags: account, permissions: ['user_settings'] });
const viewerWithTeam = makeUser({ role: 'VIEWER', orgFlags: account, permissions: ['user_settings'] });
const editor = makeUser({ role: 'EDITOR', orgFlags: account });
const admin = makeUser({ type: 'admin', role: 'OWNER', orgFlags: account });
const ownerWithoutAccount = makeUser({ role: 'OWNER' });

const table: [string, ReturnType<typeof makeUser>, Operation, boolean][] = [
  ['an OWNER manages the team', owner, 'manageTeam', true],
  ['an EDITOR with the team section manages it', editorWithTeam, 'manageTeam', true],
  ['a VIEWER with the team section only reads it', viewerWithTeam, 'manageTeam', false],
  ['a VIEWER with the team section reads it', viewerWithTeam, 'readTeam', true],
  ['an EDITOR without the section does not read the team', editor, 'readTeam', false],
  ['the team section needs the account flag, even for an OWNER', ownerWithoutAccount, 'readTeam', false],
  ['only an OWNER makes OWNERs', editorWithTeam, 'grantOwnerRole', false],
  ['an OWNER makes OWNERs', owner, 'grantOwnerRole', true],
  ['only OWNERs manage API tokens', editorWithTeam, 'manageApiTokens', false],
  ['an OWNER manages API tokens', owner, 'manageApiTokens', true],
  ['administration is for admins', owner, 'administer', false],
  ['an admin administers', admin, 'administer', true],
  ['territories need their flag', owner, 'readTerritories', false],
  ['an OWNER changes organization settings', owner, 'changeOrganizationSettings', true],
  ['an EDITOR without the settings permission does not', editor, 'changeOrganizationSettings', false],
  ['an OWNER ends a member’s sessions', owner, 'revokeMemberSessions', true],
  ['an EDITOR with the team section does not end sessions', editorWithTeam, 'revokeMemberSessions', false],
  ['an OWNER issues a password reset link', owner, 'issuePasswordResetLink', true],
  ['an EDITOR with the team section issues no reset link', editorWithTeam, 'issuePasswordResetLink', false],
  ['an OWNER without the account flag issues no reset link', ownerWithoutAccount, 'issuePasswordResetLink', false],
];

describe('OPERATION_ACCESS', () => {
  it.each(table)('%s', (_name, user, operation, allowed) => {
    expect(canDo(user, operation)).toBe(allowed);
  });

  it('names the first criteria that denies', () => {
    const decision = explainOperation(viewerWithTeam, 'manageTeam');
    expect(decision).toMatchObject({ allowed: false, rule: 8 });
    expect(!decision.allowed && decision.reason).toContain('scope');
  });

  it('denies nobody a reason: no user is refused', () => {
    expect(canDo(null, 'readTeam')).toBe(false);
  });
});
