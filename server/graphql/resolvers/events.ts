import type { QueryResolvers, Resolvers } from '../../../graphql/generated/resolvers';
import { listEvents } from '../../services/events/list';
// Loaded with the graph so every process that writes also appends its changes' events to the log.
import '../../services/events/record';
import { requireOperation } from '../access';

export const EventQueries: QueryResolvers = {
  events: async (_parent, args, context) =>
    listEvents({ db: context.db, viewer: await requireOperation(context, 'readEvents'), ...args }),
};

export const EventTypes: Pick<Resolvers, 'Event'> = {
  Event: {
    id: (event) => String(event.id),
    subjectType: (event) => event.subjectType,
  },
};
