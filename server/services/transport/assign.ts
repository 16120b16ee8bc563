import { AppError } from '../../errors';
import { carrier, priceCents } from './fields';
import { moveOrder } from './move';
import { findOrderRow, getTransportOrder, type Options, type TransportOrderRecord } from './records';

export type TransportCarrierInput = {
  name: string;
  mcDotNumber?: string | null;
  contact?: string | null;
  priceCents?: number | null;
};

/** Gives a requested order its carrier (and agreed price): requested → assigned. */
export async function assignTransportOrder({
  db,
  viewer,
  id,
  input,
}: Options & { id: string; input: TransportCarrierInput }): Promise<TransportOrderRecord> {
  const fields = carrier(input);
  const price = priceCents(input.priceCents);
  await db.transaction(async (tx) => {
    const order = await findOrderRow({ db: tx, viewer, id, forUpdate: true });
    if (order.state !== 'requested') throw new AppError('CONFLICT', 'Only a requested order is assigned a carrier.');
    await moveOrder(tx, viewer, order, 'assigned', { ...fields, ...(price === null ? {} : { priceCents: price }) });
  });
  return getTransportOrder({ db, viewer, id });
}
