// Follow-ups an agent owes one of their dealers (`visitDealers`).
import { and, eq, isNull } from 'drizzle-orm';
import { isRealDate } from '../../../src/shared/inventory/vehicle';
import type { Database } from '../../db/client';
import { agentTasks, dealers, type AgentTaskRow } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record';
import { isUuid } from '../ids';
import type { Viewer } from '../users/viewer';
import { findDealer } from './dealers';
import { dealerCondition, dealerScope } from './scope';

type Options = { db: Database; viewer: Viewer };
export type AgentTaskInput = { dealerId: string; title: string; dueOn?: string | null };

export async function addAgentTask({ db, viewer, input }: Options & { input: AgentTaskInput }): Promise<AgentTaskRow> {
  const dealer = await findDealer({ db, viewer, id: input.dealerId, purpose: 'visit' });
  const title = input.title.trim();
  if (title.length < 1 || title.length > 200)
    throw new AppError('BAD_USER_INPUT', 'A task title has 1 to 200 characters.');
  const dueOn = input.dueOn?.trim() || null;
  if (dueOn && !isRealDate(dueOn))
    throw new AppError('BAD_USER_INPUT', `A task's due day is a date as YYYY-MM-DD, not '${dueOn}'.`);
  return db.transaction(async (tx) => {
    const [task] = await tx
      .insert(agentTasks)
      .values({
        organizationId: dealer.organizationId,
        dealerId: dealer.id,
        title,
        dueOn,
        createdByUserId: viewer.user.id,
      })
      .returning();
    await recordAudit({
      db: tx,
      viewer,
      organizationId: dealer.organizationId,
      action: 'agent_task.created',
      targetType: 'agent_task',
      targetId: task!.id,
      after: { dealerId: dealer.id, title, dueOn },
    });
    return task!;
  });
}

/** Marks an open task of one of the viewer's dealers done; CONFLICT when it already is. */
export async function completeAgentTask({
  db,
  viewer,
  id,
  now = new Date(),
}: Options & { id: string; now?: Date }): Promise<AgentTaskRow> {
  const scope = dealerScope(viewer, 'visit');
  // The dealer's scope decides: a task of a dealer the viewer does not work is not found.
  const [row] = isUuid(id)
    ? await db
        .select({ task: agentTasks, dealer: dealers })
        .from(agentTasks)
        .innerJoin(dealers, eq(dealers.id, agentTasks.dealerId))
        .where(and(eq(agentTasks.id, id), dealerCondition(scope)))
    : [];
  const found = row?.task;
  const dealer = row?.dealer;
  if (!found || !dealer) throw new AppError('NOT_FOUND', 'No such task among your dealers.');
  if (found.completedAt) throw new AppError('CONFLICT', 'This task is already done.');
  return db.transaction(async (tx) => {
    const [task] = await tx
      .update(agentTasks)
      .set({ completedAt: now })
      .where(and(eq(agentTasks.id, found.id), isNull(agentTasks.completedAt)))
      .returning();
    if (!task) throw new AppError('CONFLICT', 'This task is already done.');
    await recordAudit({
      db: tx,
      viewer,
      organizationId: dealer.organizationId,
      action: 'agent_task.completed',
      targetType: 'agent_task',
      targetId: task.id,
      after: { completedAt: now.toISOString() },
    });
    return task;
  });
}
