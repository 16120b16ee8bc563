import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invitations, users, type OrganizationRow } from '../../db/schema';
import type { Viewer } from '../users/viewer';

export type Billing = { organization: OrganizationRow; seatsInUse: number; pendingInvitations: number };

/** The viewer's organization's plan with the seats it uses (active users) and open invitations. */
export async function getBilling({ db, viewer }: { db: Database; viewer: Viewer }): Promise<Billing> {
  const organizationId = viewer.organization.id;
  const [[active], [pending]] = await Promise.all([
    db
      .select({ value: count() })
      .from(users)
      .where(and(eq(users.organizationId, organizationId), eq(users.active, true))),
    db
      .select({ value: count() })
      .from(invitations)
      .where(
        and(
          eq(invitations.organizationId, organizationId),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
          gt(invitations.expiresAt, new Date()),
        ),
      ),
  ]);
  return { organization: viewer.organization, seatsInUse: active?.value ?? 0, pendingInvitations: pending?.value ?? 0 };
}
