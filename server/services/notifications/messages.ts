// The words of each notification (titles and bodies are kept as written, in English like the
// e-mails; the screens translate their own labels). Money is whole dollars, as the e-mails show it.

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
export const dollars = (cents: number) => money.format(cents / 100);

export type VehicleWords = { year: number; make: string; model: string; stockNumber?: string | null };
export const vehicleName = (vehicle: VehicleWords) =>
  `${vehicle.year} ${vehicle.make} ${vehicle.model}${vehicle.stockNumber ? ` (stock ${vehicle.stockNumber})` : ''}`;

export const repairOrderWaiting = (options: {
  vehicle: VehicleWords;
  pendingCents: number;
  waitingCostCents: number;
  holdingCostPerDayCents: number;
}) => ({
  title: `Repair order waiting for your decision: ${vehicleName(options.vehicle)}`,
  body: `${dollars(options.pendingCents)} of work awaits approval. Waiting cost so far ${dollars(options.waitingCostCents)}, and ${dollars(options.holdingCostPerDayCents)} more each day it waits.`,
});

export const stageOverdue = (options: { vehicle: VehicleWords; stageName: string }) => ({
  title: `Overdue in ${options.stageName}: ${vehicleName(options.vehicle)}`,
  body: `A car assigned to you is past the ${options.stageName} stage's target time.`,
});

export const vehicleLead = (options: { vehicle: VehicleWords; customerName: string; source: string }) => ({
  title: `New lead on the ${vehicleName(options.vehicle)}`,
  body: `${options.customerName} asked about it ${options.source === 'sales_packet' ? 'from a shared sales packet' : 'on a marketplace'}.`,
});

export const transportMoved = (options: { what: string; to: 'picked_up' | 'delivered' }) => ({
  title: `${options.to === 'delivered' ? 'Delivered' : 'Picked up'}: ${options.what}`,
  body:
    options.to === 'delivered'
      ? `Your transport order of the ${options.what} was delivered.`
      : `The carrier picked up the ${options.what} of your transport order.`,
});

export const shareLinkViewed = (options: { vehicle: VehicleWords; label: string | null }) => ({
  title: `Your sales packet of the ${vehicleName(options.vehicle)} was opened`,
  body: `A shopper opened the packet you shared${options.label ? ` (link "${options.label}")` : ''}. You hear of a link at most once a day.`,
});

export const appraisalWaiting = (options: { vehicle: VehicleWords; offerCents: number }) => ({
  title: `Appraisal waiting for a manager: ${vehicleName(options.vehicle)}`,
  body: `An offer of ${dollars(options.offerCents)} was made; mark it won or lost once the customer answers.`,
});
