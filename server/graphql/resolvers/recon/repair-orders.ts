import type { MutationResolvers, QueryResolvers, Resolvers } from '../../../../graphql/generated/resolvers';
import { laborCents, lineTotalCents, orderTotals, waitingCostCents } from '../../../../src/shared/recon/repair-order';
import { addRepairOrderLine } from '../../../services/recon/add-repair-order-line';
import { advanceRepairOrder } from '../../../services/recon/advance-repair-order';
import { createRepairOrder } from '../../../services/recon/create-repair-order';
import { decideRepairOrderLines } from '../../../services/recon/decide-repair-order-lines';
import { removeRepairOrderLine } from '../../../services/recon/remove-repair-order-line';
import { listPendingApprovals } from '../../../services/recon/pending-approvals';
import { getRepairOrder, listRepairOrders } from '../../../services/recon/repair-orders';
import { requireOperation } from '../../access';
import type { GraphQLContext } from '../../context';
import { personDisplayName } from '../../people';

const reader = (context: GraphQLContext) => requireOperation(context, 'readRepairOrders');
const writer = (context: GraphQLContext) => requireOperation(context, 'changeRepairOrders');
const approver = (context: GraphQLContext) => requireOperation(context, 'approveRepairOrders');

export const RepairOrderQueries: QueryResolvers = {
  repairOrder: async (_parent, { id }, context) =>
    getRepairOrder({ db: context.db, viewer: await reader(context), id }),
  repairOrders: async (_parent, { vehicleId, status }, context) =>
    listRepairOrders({ db: context.db, viewer: await reader(context), vehicleId, status }),
  pendingRepairOrderApprovals: async (_parent, _args, context) =>
    listPendingApprovals({ db: context.db, viewer: await reader(context) }),
};

export const RepairOrderMutations: MutationResolvers = {
  createRepairOrder: async (_parent, { vehicleId }, context) =>
    createRepairOrder({ db: context.db, viewer: await writer(context), vehicleId }),
  addRepairOrderLine: async (_parent, { input }, context) =>
    addRepairOrderLine({
      db: context.db,
      viewer: await writer(context),
      repairOrderId: input.repairOrderId,
      line: input.line,
    }),
  removeRepairOrderLine: async (_parent, { input }, context) =>
    removeRepairOrderLine({ db: context.db, viewer: await writer(context), ...input }),
  advanceRepairOrder: async (_parent, { input }, context) =>
    advanceRepairOrder({ db: context.db, viewer: await writer(context), ...input }),
  decideRepairOrderLines: async (_parent, { input }, context) =>
    decideRepairOrderLines({ db: context.db, viewer: await approver(context), ...input }),
};

const DAY_MS = 86_400_000;

const RepairOrder: Resolvers['RepairOrder'] = {
  lines: (order) =>
    order.lines.map((line) => ({ ...line, now: order.now, holdingCostPerDayCents: order.holdingCostPerDayCents })),
  estimateCents: (order) => orderTotals(order.lines).estimateCents,
  approvedCents: (order) => orderTotals(order.lines).approvedCents,
  pendingCents: (order) => orderTotals(order.lines).pendingCents,
  declinedCents: (order) => orderTotals(order.lines).declinedCents,
};

const waitingSince = (line: { decision: string; submittedAt: Date | null }) =>
  line.decision === 'pending' ? line.submittedAt : null;

const RepairOrderLine: Resolvers['RepairOrderLine'] = {
  laborHours: (line) => line.laborHundredths / 100,
  laborCents: (line) => laborCents(line),
  totalCents: (line) => lineTotalCents(line),
  autoApproved: (line) => line.decision === 'approved' && line.decidedByUserId === null,
  decidedBy: async (line, _args, { loaders }) => {
    const person = line.decidedByUserId ? await loaders.personById.load(line.decidedByUserId) : null;
    return person ? { id: person.id, name: personDisplayName(person) } : null;
  },
  waitingDays: (line) => {
    const since = waitingSince(line);
    return since ? Math.max(0, line.now.getTime() - since.getTime()) / DAY_MS : null;
  },
  waitingCostCents: (line) => {
    const since = waitingSince(line);
    return since ? waitingCostCents(since, line.now, line.holdingCostPerDayCents) : null;
  },
};

export const RepairOrderTypes: Pick<Resolvers, 'RepairOrder' | 'RepairOrderLine'> = { RepairOrder, RepairOrderLine };
