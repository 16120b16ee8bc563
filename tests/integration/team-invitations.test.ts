import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AcceptInvitationDocument } from '../../graphql/generated/operations/AcceptInvitation';
import { GetInvitationsDocument } from '../../graphql/generated/operations/GetInvitations';
import { InviteUserDocument } from '../../graphql/generated/operations/InviteUser';
import type { InviteUserInput } from '../../graphql/generated/types';
import type { DatabaseHandle } from '../../server/db/client';
import { auditLog, invitations, userPermissions } from '../../server/db/schema';
import { defaultInvitationSections } from '../../src/shared/access';
import { openTestDatabase } from './support/database';
import { startInProcessGraph, type InProcessGraph } from './support/graph';

// Invitations carry the sections the new member gets (issue 15): the role's default unless the
// inviter names them, shown in the invitations list and applied when the person signs up.

let database: DatabaseHandle;
let graph: InProcessGraph;

beforeAll(async () => {
  database = await openTestDatabase();
  graph = await startInProcessGraph(database);
});
afterAll(async () => {
  await graph.close();
  await database.close();
});

async function invite(input: InviteUserInput) {
  const answer = await graph.run('owner@demo.test', InviteUserDocument, { input });
  expect(answer.errors).toBeUndefined();
  return answer.data!.inviteUser;
}

async function signUp(signUpUrl: string) {
  const token = new URL(signUpUrl).searchParams.get('token')!;
  const answer = await graph.run(null, AcceptInvitationDocument, {
    input: { token, firstName: 'New', lastName: 'Member', password: 'a-long-enough-password' },
  });
  expect(answer.errors).toBeUndefined();
  const userId = answer.data!.acceptInvitation.id;
  const rows = await database.db.select().from(userPermissions).where(eq(userPermissions.userId, userId));
  return rows.map((row) => row.section).sort();
}

describe('sections of an invitation', () => {
  it('pre-fills the role’s default when none are named, and the new member gets them', async () => {
    const { invitation, signUpUrl } = await invite({ email: 'new.editor@demo.test', role: 'EDITOR' });
    const expected = defaultInvitationSections({ role: 'EDITOR', type: 'user' });
    expect(invitation.sections).toEqual(expected);
    expect(await signUp(signUpUrl)).toEqual([...expected].sort());
  });

  it('stores the sections the inviter chose, in navigation order with the dashboard', async () => {
    const { invitation, signUpUrl } = await invite({
      email: 'picked@demo.test',
      role: 'VIEWER',
      sections: ['reports', 'pricing', 'reports'],
    });
    expect(invitation.sections).toEqual(['dashboard', 'pricing', 'reports']);
    expect(await signUp(signUpUrl)).toEqual(['dashboard', 'pricing', 'reports']);
  });

  it('gives only the dashboard for an empty list, and to an agent by default', async () => {
    expect((await invite({ email: 'bare@demo.test', role: 'EDITOR', sections: [] })).invitation.sections).toEqual([
      'dashboard',
    ]);
    expect(
      (await invite({ email: 'field.agent@demo.test', role: 'EDITOR', type: 'agent' })).invitation.sections,
    ).toEqual(['dashboard']);
  });

  it('shows each invitation’s sections in the invitations list', async () => {
    await invite({ email: 'listed@demo.test', role: 'USER' });
    const answer = await graph.run('owner@demo.test', GetInvitationsDocument, {});
    const listed = answer.data!.invitations.find((invitation) => invitation.email === 'listed@demo.test');
    expect(listed?.sections).toEqual(['dashboard', 'inventory', 'recon']);
  });

  it('records the sections in the audit log, and keeps them on the invitation once accepted', async () => {
    const { invitation, signUpUrl } = await invite({ email: 'audited@demo.test', role: 'USER', sections: ['recon'] });
    await signUp(signUpUrl);
    const [row] = await database.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(row).toMatchObject({ sections: ['dashboard', 'recon'], acceptedAt: expect.any(Date) });
    const [created] = await database.db.select().from(auditLog).where(eq(auditLog.targetId, invitation.id));
    expect(created).toMatchObject({
      action: 'invitation.created',
      after: { email: 'audited@demo.test', role: 'USER', type: 'user', sections: ['dashboard', 'recon'] },
    });
  });
});
