import type {
  DmsConnection,
  DmsDelivery,
  MutationResolvers,
  QueryResolvers,
} from '../../../graphql/generated/resolvers';
import { dmsInventoryPath } from '../../../src/shared/dms/providers';
import type { DmsDeliveryRow } from '../../db/schema';
import {
  getDmsConnection,
  revokeDmsFeedSecret,
  rotateDmsFeedSecret,
  saveDmsConnection,
  type DmsConnectionView,
} from '../../services/dms/connection';
import { listDmsDeliveries } from '../../services/dms/deliveries';
import { requireAnyOperation, requireOperation } from '../access';
import type { GraphQLContext } from '../context';

const manager = (context: GraphQLContext) => requireOperation(context, 'manageDms');
/** The connection is a way in: an OWNER reads it and revokes its feed secret whatever the features. */
const wayInKeeper = (context: GraphQLContext) => requireAnyOperation(context, ['manageDms', 'manageWaysIn']);

const connectionAnswer = (view: DmsConnectionView, context: GraphQLContext): DmsConnection => ({
  id: view.id,
  provider: view.provider,
  providerName: view.providerName,
  dealerId: view.dealerId,
  storeId: view.storeId,
  credentialsSet: view.credentialsSet,
  feedSecretSet: view.feedSecretSet,
  feedSecretCreatedAt: view.feedSecretCreatedAt,
  feedUrl: new URL(dmsInventoryPath(view.id), context.runtime.appUrl).toString(),
  encryptionConfigured: Boolean(context.runtime.secretsKey),
  updatedAt: view.updatedAt,
});

const deliveryAnswer = (row: DmsDeliveryRow): DmsDelivery => ({
  id: row.id,
  deliveryId: row.deliveryId,
  receivedAt: row.receivedAt,
  format: row.format,
  rowCount: row.rowCount,
  created: row.created,
  updated: row.updated,
  unchanged: row.unchanged,
  rejectedCount: row.rejected.length,
  rejected: row.rejected,
  durationMs: row.durationMs,
});

export const DmsQueries: QueryResolvers = {
  dmsConnection: async (_parent, _args, context) => {
    const view = await getDmsConnection({ db: context.db, viewer: await wayInKeeper(context) });
    return view && connectionAnswer(view, context);
  },
  dmsDeliveries: async (_parent, _args, context) =>
    (await listDmsDeliveries({ db: context.db, viewer: await manager(context) })).map(deliveryAnswer),
};

export const DmsMutations: MutationResolvers = {
  saveDmsConnection: async (_parent, { input }, context) =>
    connectionAnswer(
      await saveDmsConnection({
        db: context.db,
        viewer: await manager(context),
        key: context.runtime.secretsKey,
        ...input,
      }),
      context,
    ),
  rotateDmsFeedSecret: async (_parent, _args, context) => {
    const { secret, connection } = await rotateDmsFeedSecret({
      db: context.db,
      viewer: await manager(context),
      key: context.runtime.secretsKey,
    });
    return { secret, connection: connectionAnswer(connection, context) };
  },
  revokeDmsFeedSecret: async (_parent, _args, context) => {
    const view = await revokeDmsFeedSecret({ db: context.db, viewer: await wayInKeeper(context) });
    return view && connectionAnswer(view, context);
  },
};
