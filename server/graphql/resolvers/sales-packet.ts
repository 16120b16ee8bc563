import type { MutationResolvers, QueryResolvers, Resolvers } from '../../../graphql/generated/resolvers';
import {
  createSalesPacketLink,
  listOpenSalesPacketLinks,
  listSalesPacketLinks,
  revokeSalesPacketLink,
} from '../../services/sales-packet/links';
import { getSalesPacket } from '../../services/sales-packet/packet';
import { requireAnyOperation, requireOperation } from '../access';

// The sales packet (graphql/schema/sales-packet.graphql); the public page is server/http/shared-packet.ts.

export const SalesPacketQueries: QueryResolvers = {
  salesPacket: async (_parent, { vehicleId }, context) => {
    const viewer = await requireOperation(context, 'readSalesPacket');
    const packet = await getSalesPacket({ db: context.db, viewer, vehicleId });
    return {
      ...packet,
      links: await listSalesPacketLinks({ db: context.db, viewer, vehicleId: packet.vehicleId }),
      emailAvailable: Boolean(context.runtime.mailer),
    };
  },
  // Ways in: an OWNER lists and revokes them whatever the organization's features.
  openSalesPacketLinks: async (_parent, _args, context) =>
    listOpenSalesPacketLinks({
      db: context.db,
      viewer: await requireAnyOperation(context, ['readSalesPacket', 'manageWaysIn']),
    }),
};

export const SalesPacketMutations: MutationResolvers = {
  createSalesPacketLink: async (_parent, { input }, context) =>
    createSalesPacketLink({
      db: context.db,
      viewer: await requireOperation(context, 'shareSalesPacket'),
      appUrl: context.runtime.appUrl,
      mailer: context.runtime.mailer,
      input,
    }),
  revokeSalesPacketLink: async (_parent, { id }, context) =>
    revokeSalesPacketLink({
      db: context.db,
      viewer: await requireAnyOperation(context, ['shareSalesPacket', 'manageWaysIn']),
      id,
    }),
};

export const SalesPacketTypes: Pick<Resolvers, 'SalesPacketLink'> = {
  SalesPacketLink: {
    views: (link) => link.views,
  },
};
