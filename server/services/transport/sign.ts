import {
  DAMAGE_KINDS,
  DAMAGE_PANELS,
  STATE_FOR_SIGNING,
  type BillOfLadingStage,
  type DamageMark,
} from '../../../src/shared/transport/states';
import { billOfLadingInspections } from '../../db/schema';
import { AppError } from '../../errors';
import { text } from './fields';
import { moveOrder } from './move';
import { findOrderRow, getTransportOrder, type Options, type TransportOrderRecord } from './records';

export type BillOfLadingInput = {
  stage: BillOfLadingStage;
  notes?: string | null;
  damages: DamageMark[];
  signerName: string;
};

const MAX_DAMAGES = 50;
const NEXT_STATE = { pickup: 'picked_up', delivery: 'delivered' } as const;

function damages(marks: DamageMark[]): DamageMark[] {
  if (marks.length > MAX_DAMAGES)
    throw new AppError('BAD_USER_INPUT', `Mark at most ${MAX_DAMAGES} damages; describe the rest in the notes.`);
  for (const mark of marks) {
    if (!DAMAGE_PANELS.includes(mark.panel) || !DAMAGE_KINDS.includes(mark.kind))
      throw new AppError('BAD_USER_INPUT', 'A damage mark names one of the listed panels and kinds.');
  }
  return marks.map(({ panel, kind }) => ({ panel, kind }));
}

/**
 * Signs one side of the bill of lading (pickup while assigned, delivery while picked up) and moves
 * the order on in the same transaction. A signed side is never changed: signing it again is CONFLICT.
 */
export async function signBillOfLading({
  db,
  viewer,
  id,
  input,
  now = new Date(),
}: Options & { id: string; input: BillOfLadingInput; now?: Date }): Promise<TransportOrderRecord> {
  const values = {
    stage: input.stage,
    notes: text(input.notes, 'The condition notes', { max: 2000 }),
    damages: damages(input.damages),
    signerName: text(input.signerName, "The signer's name", { min: 2, max: 120 })!,
    signedAt: now,
    recordedByUserId: viewer.user.id,
    recordedByTokenId: viewer.token?.id ?? null,
  };
  await db.transaction(async (tx) => {
    const order = await findOrderRow({ db: tx, viewer, id, forUpdate: true });
    if (order.state !== STATE_FOR_SIGNING[input.stage]) {
      throw new AppError(
        'CONFLICT',
        input.stage === 'pickup'
          ? 'The pickup side is signed while the order is assigned.'
          : 'The delivery side is signed once the order is picked up.',
      );
    }
    const inserted = await tx
      .insert(billOfLadingInspections)
      .values({ orderId: order.id, ...values })
      .onConflictDoNothing()
      .returning({ stage: billOfLadingInspections.stage });
    if (inserted.length === 0)
      throw new AppError(
        'CONFLICT',
        `The ${input.stage} side of this bill of lading is already signed, and stays as signed.`,
      );
    await moveOrder(tx, viewer, order, NEXT_STATE[input.stage]);
  });
  return getTransportOrder({ db, viewer, id });
}
