import type { Database } from '../../db/client';
import type { InventoryRequestRow } from '../../db/schema';
import { recordAudit } from '../audit/record';
import type { Viewer } from '../users/viewer';

/** Records a request's change in the audit log of each of its two organizations, in the caller's transaction. */
export async function auditBothRooftops({
  tx,
  viewer,
  request,
  action,
  before,
  after,
}: {
  tx: Database;
  viewer: Viewer;
  request: InventoryRequestRow;
  action: string;
  before?: unknown;
  after: unknown;
}) {
  for (const organizationId of [request.requesterOrganizationId, request.sourceOrganizationId]) {
    await recordAudit({
      db: tx,
      viewer,
      organizationId,
      action,
      targetType: 'inventory_request',
      targetId: request.id,
      before,
      after,
    });
  }
}
