import type { QueryResolvers, Resolvers, SubscriptionResolvers } from '../../../graphql/generated/resolvers';
import { AppError } from '../../errors';
import type { OrganizationEventRow } from '../../db/schema';
import { listEvents } from '../../services/events/list';
// Loaded with the graph so every process that writes also appends its changes' events to the log.
import '../../services/events/record';
import { requireOperation } from '../access';

export const EventQueries: QueryResolvers = {
  events: async (_parent, args, context) =>
    listEvents({ db: context.db, viewer: await requireOperation(context, 'readEvents'), ...args }),
};

export const EventSubscriptions: SubscriptionResolvers = {
  events: {
    // No guard wraps subscription fields (public-fields.ts covers Query and Mutation): the
    // operation check answers UNAUTHENTICATED without a viewer, as every other field does.
    subscribe: async (_parent, args, context) => {
      const viewer = await requireOperation(context, 'readEvents');
      if (!context.live)
        throw new AppError('BAD_USER_INPUT', 'Subscriptions are served over SSE at /api/graphql/stream.');
      const { events, reauthenticate } = context.live;
      return events.subscribe({ viewer, types: args.types, after: args.after, recheck: reauthenticate });
    },
    resolve: (event: OrganizationEventRow) => event,
  },
};

export const EventTypes: Pick<Resolvers, 'Event'> = {
  Event: {
    id: (event) => String(event.id),
    subjectType: (event) => event.subjectType,
    actor: (event, _args, { loaders }) => (event.actorId ? loaders.personById.load(event.actorId) : null),
  },
};
