import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dealerGroups, type DealerGroupRow } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record';
import { isUuid } from '../ids';
import type { Viewer } from '../users/viewer';

// Dealer groups (docs/sourcing.md): rooftops whose members see each other's requestable stock. A
// Lotwise administrator creates them and puts organizations in them; the resolvers check that.
type Options = { db: Database; viewer: Viewer };

const NAME_MIN = 2;
const NAME_MAX = 120;

export const listDealerGroups = ({ db }: Options): Promise<DealerGroupRow[]> =>
  db.select().from(dealerGroups).orderBy(asc(dealerGroups.name)).limit(500);

export async function unsafeFindDealerGroup({ db, id }: { db: Database; id: string }): Promise<DealerGroupRow> {
  const [group] = isUuid(id) ? await db.select().from(dealerGroups).where(eq(dealerGroups.id, id)) : [];
  if (!group) throw new AppError('NOT_FOUND', 'No such dealer group.');
  return group;
}

export async function createDealerGroup({ db, viewer, name }: Options & { name: string }): Promise<DealerGroupRow> {
  const trimmed = name.trim();
  if (trimmed.length < NAME_MIN || trimmed.length > NAME_MAX)
    throw new AppError('BAD_USER_INPUT', `A dealer group's name has ${NAME_MIN} to ${NAME_MAX} characters.`);
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: dealerGroups.id }).from(dealerGroups).where(eq(dealerGroups.name, trimmed));
    if (taken)
      throw new AppError('CONFLICT', `A dealer group named "${trimmed}" exists already: put the organization in it.`);
    const [group] = await tx.insert(dealerGroups).values({ name: trimmed }).returning();
    await recordAudit({
      db: tx,
      viewer,
      organizationId: null,
      action: 'dealer_group.created',
      targetType: 'dealer_group',
      targetId: group!.id,
      after: { name: trimmed },
    });
    return group!;
  });
}
