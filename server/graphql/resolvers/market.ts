import type { MutationResolvers, QueryResolvers } from '../../../graphql/generated/resolvers';
import type { Comparable, Subject } from '../../../src/shared/market/comparables';
import { daysOnMarket } from '../../../src/shared/market/records';
import { adjustToMileage } from '../../../src/shared/market/valuation';
import type { MarketRecordRow } from '../../db/schema';
import { addMarketRecords } from '../../services/market/add-market-records';
import { importMarketRecords } from '../../services/market/import-market-records';
import { importWholesaleBook } from '../../services/market/import-wholesale-book';
import { listMarketRecords } from '../../services/market/list-market-records';
import { valueVehicle, vehicleComparables } from '../../services/market/valuations/value-vehicle';
import { requireOperation } from '../access';
import type { GraphQLContext } from '../context';

const reader = (context: GraphQLContext) => requireOperation(context, 'readMarket');
const importer = (context: GraphQLContext) => requireOperation(context, 'changeMarket');

const recordOf = (
  row: Omit<MarketRecordRow, 'organizationId' | 'createdAt' | 'latitude' | 'longitude' | 'segmentKey'>,
) => ({
  ...row,
  daysOnMarket: daysOnMarket(row),
});

const comparableOf = (subject: Subject) => (comparable: Comparable) => ({
  record: recordOf(comparable),
  distanceMiles: comparable.distanceMiles,
  adjustedPriceCents: adjustToMileage(comparable.priceCents, comparable.mileage, subject.mileage),
});

/** Valuations as the graph answers them (appraisals answer their stored ones the same way). */
export const valuationsAnswer = <T extends { subject: Subject; comparables: Comparable[] }>(answer: T) => ({
  ...answer,
  comparables: answer.comparables.map(comparableOf(answer.subject)),
});

export const MarketQueries: QueryResolvers = {
  marketRecords: async (_parent, { filter, first, after }, context) => {
    const page = await listMarketRecords({
      db: context.db,
      viewer: await reader(context),
      filter: filter ?? {},
      first: first ?? 50,
      after,
    });
    return { ...page, edges: page.edges.map((edge) => ({ ...edge, node: recordOf(edge.node) })) };
  },
  valuations: async (_parent, args, context) =>
    valuationsAnswer(
      await valueVehicle({
        db: context.db,
        viewer: await reader(context),
        ...args,
        provider: context.runtime.valuationProvider,
      }),
    ),
  comparables: async (_parent, args, context) => {
    const answer = await vehicleComparables({ db: context.db, viewer: await reader(context), ...args });
    return { ...answer, comparables: answer.comparables.map(comparableOf(answer.subject)) };
  },
};

export const MarketMutations: MutationResolvers = {
  importMarketRecords: async (_parent, { input }, context) =>
    importMarketRecords({
      db: context.db,
      viewer: await importer(context),
      rows: input.rows.map(({ price, ...row }) => ({ ...row, priceCents: price })),
      preview: input.preview ?? false,
    }),
  addMarketRecords: async (_parent, { input }, context) =>
    addMarketRecords({ db: context.db, viewer: await importer(context), records: input.records }),
  importWholesaleBook: async (_parent, { input }, context) =>
    importWholesaleBook({
      db: context.db,
      viewer: await importer(context),
      rows: input.rows,
      asOf: input.asOf,
      preview: input.preview ?? false,
    }),
};
