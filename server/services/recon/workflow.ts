import { asc, eq } from 'drizzle-orm';
import { DEFAULT_RECON_STAGES, type StageRules } from '../../../src/shared/recon/workflow';
import type { BusinessHours } from '../../../src/shared/recon/business-hours';
import type { Database } from '../../db/client';
import { reconStages, reconWorkflows, type ReconStageRow } from '../../db/schema';
import type { Viewer } from '../users/viewer';

/** A stage as services hand it on: the row and its rules view (`removed`). */
export type ReconStage = ReconStageRow & StageRules;
export type ReconWorkflow = { id: string; organizationId: string; businessHours: BusinessHours | null; stages: ReconStage[] };

const withRules = (row: ReconStageRow): ReconStage => ({ ...row, removed: row.removedAt !== null });

/**
 * The organization's workflow with all its stages (removed ones too, for history), in order. The
 * first read creates the default workflow; two first reads at once create it once (the unique
 * organization id decides, the loser reads the winner's).
 */
export async function loadWorkflow({ db, organizationId }: { db: Database; organizationId: string }): Promise<ReconWorkflow> {
  let [workflow] = await db.select().from(reconWorkflows).where(eq(reconWorkflows.organizationId, organizationId));
  if (!workflow) {
    await db.transaction(async (tx) => {
      const [created] = await tx.insert(reconWorkflows).values({ organizationId }).onConflictDoNothing().returning();
      if (!created) return;
      await tx.insert(reconStages).values(DEFAULT_RECON_STAGES.map((stage, position) => ({ ...stage, position, workflowId: created.id })));
    });
    [workflow] = await db.select().from(reconWorkflows).where(eq(reconWorkflows.organizationId, organizationId));
  }
  const stages = await db.select().from(reconStages).where(eq(reconStages.workflowId, workflow!.id)).orderBy(asc(reconStages.position));
  return { id: workflow!.id, organizationId, businessHours: workflow!.businessHours ?? null, stages: stages.map(withRules) };
}

/** The viewer's organization's workflow. */
export async function getReconWorkflow({ db, viewer }: { db: Database; viewer: Viewer }): Promise<ReconWorkflow> {
  return loadWorkflow({ db, organizationId: viewer.organization.id });
}
