import type {
  MutationResolvers,
  QueryResolvers,
  Resolvers,
  SubscriptionResolvers,
} from '../../../graphql/generated/resolvers';
import type { NotificationKind } from '../../../src/shared/notifications';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadNotificationCount,
} from '../../services/notifications/list';
// Loaded with the graph so every process that writes also tells the people its changes concern.
import '../../services/notifications/on-events';
import { getNotificationPreferences, updateNotificationPreferences } from '../../services/notifications/preferences';
import { AppError } from '../../errors';
import { requireOperation } from '../access';
import type { GraphQLContext } from '../context';

const person = (context: GraphQLContext) => requireOperation(context, 'readOwnNotifications');

export const NotificationQueries: QueryResolvers = {
  notifications: async (_parent, args, context) =>
    listNotifications({ db: context.db, viewer: await person(context), first: args.first ?? 20, after: args.after }),
  unreadNotificationCount: async (_parent, _args, context) =>
    unreadNotificationCount({ db: context.db, viewer: await person(context) }),
  notificationPreferences: async (_parent, _args, context) =>
    getNotificationPreferences({ db: context.db, viewer: await person(context) }),
};

export const NotificationSubscriptions: SubscriptionResolvers = {
  notifications: {
    subscribe: async (_parent, _args, context) => {
      const viewer = await person(context);
      if (!context.live)
        throw new AppError('BAD_USER_INPUT', 'Subscriptions are served over SSE at /api/graphql/stream.');
      return context.live.notifications.subscribe({ viewer, recheck: context.live.reauthenticate });
    },
    resolve: async (_signal: unknown, _args: unknown, context: GraphQLContext) => ({
      unreadCount: await unreadNotificationCount({ db: context.db, viewer: await person(context) }),
    }),
  },
};

export const NotificationMutations: MutationResolvers = {
  markNotificationRead: async (_parent, { id }, context) =>
    markNotificationRead({ db: context.db, viewer: await person(context), id }),
  markAllNotificationsRead: async (_parent, _args, context) =>
    markAllNotificationsRead({ db: context.db, viewer: await person(context) }),
  updateNotificationPreferences: async (_parent, { preferences }, context) =>
    updateNotificationPreferences({ db: context.db, viewer: await person(context), preferences }),
};

export const NotificationTypes: Pick<Resolvers, 'Notification'> = {
  Notification: {
    kind: (row) => row.kind as NotificationKind,
    toShell: (row) => row.shell,
  },
};
