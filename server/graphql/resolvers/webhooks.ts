import type { MutationResolvers, QueryResolvers, Resolvers } from '../../../graphql/generated/resolvers';
import { listDeliveries, resendDelivery } from '../../services/webhooks/deliveries';
import {
  createEndpoint,
  deleteEndpoint,
  listEndpoints,
  setEndpointActive,
  updateEndpoint,
} from '../../services/webhooks/endpoints';
import { requireOperation } from '../access';
import type { GraphQLContext } from '../context';

const webhookOwner = (context: GraphQLContext) => requireOperation(context, 'manageWebhooks');
const allowPrivate = (context: GraphQLContext) => context.runtime.webhookAllowPrivate ?? false;

export const WebhookQueries: QueryResolvers = {
  webhookEndpoints: async (_parent, _args, context) =>
    listEndpoints({ db: context.db, viewer: await webhookOwner(context) }),
};

export const WebhookMutations: MutationResolvers = {
  createWebhookEndpoint: async (_parent, { input }, context) =>
    createEndpoint({
      db: context.db,
      viewer: await webhookOwner(context),
      input,
      secretsKey: context.runtime.secretsKey,
      allowPrivate: allowPrivate(context),
    }),
  updateWebhookEndpoint: async (_parent, { id, input }, context) =>
    updateEndpoint({
      db: context.db,
      viewer: await webhookOwner(context),
      id,
      input,
      allowPrivate: allowPrivate(context),
    }),
  pauseWebhookEndpoint: async (_parent, { id }, context) =>
    setEndpointActive({ db: context.db, viewer: await webhookOwner(context), id, active: false }),
  resumeWebhookEndpoint: async (_parent, { id }, context) =>
    setEndpointActive({ db: context.db, viewer: await webhookOwner(context), id, active: true }),
  deleteWebhookEndpoint: async (_parent, { id }, context) =>
    deleteEndpoint({ db: context.db, viewer: await webhookOwner(context), id }),
  resendWebhookDelivery: async (_parent, { id }, context) =>
    resendDelivery({ db: context.db, viewer: await webhookOwner(context), id }),
};

export const WebhookTypes: Pick<Resolvers, 'WebhookEndpoint' | 'WebhookDelivery'> = {
  WebhookEndpoint: {
    state: (endpoint) => (endpoint.state === 'paused' ? 'paused' : 'active'),
    deliveries: async (endpoint, { first }, context) =>
      listDeliveries({ db: context.db, viewer: await webhookOwner(context), endpointId: endpoint.id, first }),
  },
  WebhookDelivery: {
    eventId: (delivery) => String(delivery.eventId),
    status: (delivery) =>
      delivery.status === 'succeeded' ? 'succeeded' : delivery.attempts > 0 ? 'retrying' : 'pending',
    nextAttemptAt: (delivery) => (delivery.status === 'succeeded' ? null : delivery.nextAttemptAt),
  },
};
