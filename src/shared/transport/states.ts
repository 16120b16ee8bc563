/** A transport order's states and the changes allowed between them (docs/transport.md). */
import type { StateMachine } from '../state-moves';

export const TRANSPORT_STATES = ['requested', 'assigned', 'picked_up', 'delivered', 'cancelled'] as const;
export type TransportState = (typeof TRANSPORT_STATES)[number];

export const isTransportState = (value: unknown): value is TransportState =>
  TRANSPORT_STATES.includes(value as TransportState);

/** The moves, each named after the state it leads to; delivered and cancelled are final. */
export const TRANSPORT_MOVES: StateMachine<TransportState, TransportMove> = {
  assigned: { from: ['requested'], to: 'assigned' },
  picked_up: { from: ['assigned'], to: 'picked_up' },
  delivered: { from: ['picked_up'], to: 'delivered' },
  cancelled: { from: ['requested', 'assigned'], to: 'cancelled' },
};
type TransportMove = Exclude<TransportState, 'requested'>;

const STATE_LABELS: Record<TransportState, string> = {
  requested: 'requested',
  assigned: 'assigned',
  picked_up: 'picked up',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

/** A refused move, in the words the transport screens and API clients have always read. */
export const TRANSPORT_MOVE_WORDS = {
  outOfOrder: (state: TransportState, to: TransportState) =>
    `This order is ${STATE_LABELS[state]}: it cannot become ${STATE_LABELS[to]} from there.`,
};

/** The bill-of-lading inspection each state needs signed before an order may enter it. */
export const INSPECTION_FOR_STATE: Partial<Record<TransportState, BillOfLadingStage>> = {
  picked_up: 'pickup',
  delivered: 'delivery',
};

export const BILL_OF_LADING_STAGES = ['pickup', 'delivery'] as const;
export type BillOfLadingStage = (typeof BILL_OF_LADING_STAGES)[number];

/** The state an order is in when each inspection is signed. */
export const STATE_FOR_SIGNING: Readonly<Record<BillOfLadingStage, TransportState>> = {
  pickup: 'assigned',
  delivery: 'picked_up',
};

export const DAMAGE_PANELS = [
  'front_bumper',
  'hood',
  'roof',
  'trunk',
  'rear_bumper',
  'left_front_fender',
  'left_front_door',
  'left_rear_door',
  'left_rear_quarter',
  'right_front_fender',
  'right_front_door',
  'right_rear_door',
  'right_rear_quarter',
  'windshield',
  'wheels',
  'interior',
] as const;
export type DamagePanel = (typeof DAMAGE_PANELS)[number];

export const DAMAGE_KINDS = ['scratch', 'dent', 'chip', 'crack', 'broken', 'missing'] as const;
export type DamageKind = (typeof DAMAGE_KINDS)[number];

export type DamageMark = { panel: DamagePanel; kind: DamageKind };
