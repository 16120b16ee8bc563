import type { MutationResolvers, QueryResolvers, Resolvers } from '../../../graphql/generated/resolvers';
import {
  dismissAttentionItem,
  dismissAttentionItems,
  reopenAttentionItem,
  snoozeAttentionItem,
  snoozeAttentionItems,
} from '../../services/needs-attention/act';
import { attentionQueue, myAttentionCount } from '../../services/needs-attention/queue';
import { getAppraisal } from '../../services/appraisals/records';
import { getRepairOrder } from '../../services/recon/repair-orders';
import { requireOperation } from '../access';
import type { GraphQLContext } from '../context';

const reader = (context: GraphQLContext) => requireOperation(context, 'readNeedsAttention');
const changer = (context: GraphQLContext) => requireOperation(context, 'changeNeedsAttention');

export const NeedsAttentionQueries: QueryResolvers = {
  attentionQueue: async (_parent, { filter }, context) =>
    attentionQueue({ db: context.db, viewer: await reader(context), filter }),
  myAttentionCount: async (_parent, _args, context) =>
    myAttentionCount({ db: context.db, viewer: await reader(context) }),
};

export const NeedsAttentionMutations: MutationResolvers = {
  snoozeAttentionItem: async (_parent, { input }, context) =>
    snoozeAttentionItem({ db: context.db, viewer: await changer(context), ...input }),
  dismissAttentionItem: async (_parent, { input }, context) =>
    dismissAttentionItem({ db: context.db, viewer: await changer(context), ...input }),
  snoozeAttentionItems: async (_parent, { input }, context) =>
    snoozeAttentionItems({ db: context.db, viewer: await changer(context), ...input }),
  dismissAttentionItems: async (_parent, { input }, context) =>
    dismissAttentionItems({ db: context.db, viewer: await changer(context), ...input }),
  reopenAttentionItem: async (_parent, { key }, context) =>
    reopenAttentionItem({ db: context.db, viewer: await changer(context), key }),
};

// The order and the appraisal are read only when asked, with their own section's read rule.
const AttentionItem: Resolvers['AttentionItem'] = {
  repairOrder: async (item, _args, context) =>
    item.repairOrderId
      ? getRepairOrder({
          db: context.db,
          viewer: await requireOperation(context, 'readRepairOrders'),
          id: item.repairOrderId,
        })
      : null,
  appraisal: async (item, _args, context) => {
    if (!item.appraisalId) return null;
    const viewer = await requireOperation(context, 'readAppraisals');
    return getAppraisal({ db: context.db, organizationId: viewer.organization.id, id: item.appraisalId });
  },
};

export const NeedsAttentionTypes = { AttentionItem };
