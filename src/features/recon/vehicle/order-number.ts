/** An order's number on its vehicle, 1 for the first: the graph lists orders newest first. */
export function orderNumber(orders: readonly { id: string }[], order: { id: string }): number {
  return orders.length - orders.findIndex((candidate) => candidate.id === order.id);
}
