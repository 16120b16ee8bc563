import { eq } from 'drizzle-orm';
import { DEFAULT_RECON_STAGES, frontLineStage, type StageRules } from '../../../src/shared/recon/workflow';
import type { BusinessHours } from '../../../src/shared/recon/business-hours';
import type { Database } from '../../db/client';
import { reconStages, reconWorkflows, type ReconStageRow } from '../../db/schema';
import type { Viewer } from '../users/viewer';

/** A stage as services hand it on: the row and its rules view (`removed`, `isFrontLine`). */
export type ReconStage = ReconStageRow & StageRules & { isFrontLine: boolean };
export type ReconWorkflow = {
  id: string;
  organizationId: string;
  businessHours: BusinessHours | null;
  stages: ReconStage[];
};

/** Stage rows as services see them, in order. */
export function toStages(rows: readonly ReconStageRow[]): ReconStage[] {
  const stages = rows
    .map((row) => ({ ...row, removed: row.removedAt !== null }))
    .sort((a, b) => a.position - b.position);
  const frontLineId = frontLineStage(stages)?.id;
  return stages.map((stage) => ({ ...stage, isFrontLine: stage.id === frontLineId }));
}

/**
 * The organization's workflow with all its stages (removed ones too, for history), in order. The
 * first read creates the default workflow; two first reads at once create it once (the unique
 * organization id decides, the loser reads the winner's).
 */
export async function loadWorkflow({
  db,
  organizationId,
}: {
  db: Database;
  organizationId: string;
}): Promise<ReconWorkflow> {
  let [workflow] = await db.select().from(reconWorkflows).where(eq(reconWorkflows.organizationId, organizationId));
  if (!workflow) {
    await db.transaction(async (tx) => {
      const [created] = await tx.insert(reconWorkflows).values({ organizationId }).onConflictDoNothing().returning();
      if (!created) return;
      await tx
        .insert(reconStages)
        .values(DEFAULT_RECON_STAGES.map((stage, position) => ({ ...stage, position, workflowId: created.id })));
    });
    [workflow] = await db.select().from(reconWorkflows).where(eq(reconWorkflows.organizationId, organizationId));
  }
  const stages = await db.select().from(reconStages).where(eq(reconStages.workflowId, workflow!.id));
  return { id: workflow!.id, organizationId, businessHours: workflow!.businessHours ?? null, stages: toStages(stages) };
}

/** The viewer's organization's workflow. */
export async function getReconWorkflow({ db, viewer }: { db: Database; viewer: Viewer }): Promise<ReconWorkflow> {
  return loadWorkflow({ db, organizationId: viewer.organization.id });
}
