import DataLoader from 'dataloader';
import type { MutationResolvers, QueryResolvers, Resolvers } from '../../../graphql/generated/resolvers';
import { canDo } from '../../../src/shared/access';
import { canSeeVehicleCost } from '../../../src/shared/inventory/vehicle';
import { appraisalFigureReport } from '../../services/appraisals/appraisal-figures';
import { createAppraisal } from '../../services/appraisals/create-appraisal';
import { listAppraisals } from '../../services/appraisals/list-appraisals';
import { loseAppraisal } from '../../services/appraisals/lose-appraisal';
import { offerAppraisal } from '../../services/appraisals/offer-appraisal';
import { overrideAppraisalOffer } from '../../services/appraisals/override-offer';
import { setAppraisalReconEstimate } from '../../services/appraisals/set-recon-estimate';
import { winAppraisal } from '../../services/appraisals/win-appraisal';
import { getAppraisal, type AppraisalRecord } from '../../services/appraisals/records';
import { updateAppraisal } from '../../services/appraisals/update-appraisal';
import { appraisalValuation } from '../../services/appraisals/valuations';
import { getVehiclesByIds } from '../../services/inventory/get-vehicle';
import type { VisibleVehicle } from '../../services/inventory/scope';
import { toAccessUser, type Viewer } from '../../services/users/viewer';
import { requireOperation, requireViewer } from '../access';
import type { GraphQLContext } from '../context';
import { valuationsAnswer } from './market';

const reader = (context: GraphQLContext) => requireOperation(context, 'readAppraisals');
const writer = (context: GraphQLContext) => requireOperation(context, 'changeAppraisals');

// The valuations of an appraisal are read once per request however many of its fields ask (offer, valuations).
const valuationsOf = new WeakMap<AppraisalRecord, ReturnType<typeof appraisalValuation>>();
function valuation(appraisal: AppraisalRecord, viewer: Viewer, context: GraphQLContext) {
  let answer = valuationsOf.get(appraisal);
  if (!answer) {
    answer = appraisalValuation({ db: context.db, viewer, appraisal, provider: context.runtime.valuationProvider });
    valuationsOf.set(appraisal, answer);
  }
  return answer;
}

// Won appraisals' vehicles, batched per request: a page of appraisals asks once.
const vehicleLoaders = new WeakMap<GraphQLContext, DataLoader<string, VisibleVehicle | null>>();
function vehicleLoader(context: GraphQLContext, viewer: Viewer): DataLoader<string, VisibleVehicle | null> {
  let loader = vehicleLoaders.get(context);
  if (!loader) {
    loader = new DataLoader((ids) => getVehiclesByIds({ db: context.db, viewer, ids }));
    vehicleLoaders.set(context, loader);
  }
  return loader;
}

const mayReadCost = (viewer: Viewer) => canSeeVehicleCost(toAccessUser(viewer));

export const AppraisalQueries: QueryResolvers = {
  appraisals: async (_parent, { filter, first, after }, context) =>
    listAppraisals({ db: context.db, viewer: await reader(context), filter: filter ?? {}, first: first ?? 50, after }),
  appraisal: async (_parent, { id }, context) => {
    const viewer = await reader(context);
    return getAppraisal({ db: context.db, organizationId: viewer.organization.id, id });
  },
  appraisalFigures: async (_parent, { from, to }, context) => {
    const viewer = await reader(context);
    const report = await appraisalFigureReport({ db: context.db, viewer, from, to });
    // Cost-to-market rests on the price paid (the vehicles' cost): withheld where cost is.
    if (mayReadCost(viewer)) return report;
    const withheld = <T extends { costToMarket: number | null }>(row: T) => ({ ...row, costToMarket: null });
    return { ...report, store: withheld(report.store), byAppraiser: report.byAppraiser.map(withheld) };
  },
};

export const AppraisalMutations: MutationResolvers = {
  createAppraisal: async (_parent, { input }, context) =>
    createAppraisal({ db: context.db, viewer: await writer(context), input }),
  updateAppraisal: async (_parent, { input: { id, ...input } }, context) =>
    updateAppraisal({ db: context.db, viewer: await writer(context), id, input }),
  setAppraisalReconEstimate: async (_parent, { input }, context) =>
    setAppraisalReconEstimate({ db: context.db, viewer: await writer(context), ...input }),
  overrideAppraisalOffer: async (_parent, { input }, context) =>
    overrideAppraisalOffer({
      db: context.db,
      viewer: await writer(context),
      id: input.id,
      offerCents: input.offerCents ?? null,
      reason: input.reason,
    }),
  offerAppraisal: async (_parent, { id }, context) =>
    offerAppraisal({ db: context.db, viewer: await writer(context), id, provider: context.runtime.valuationProvider }),
  winAppraisal: async (_parent, { input }, context) =>
    winAppraisal({ db: context.db, viewer: await writer(context), ...input }),
  loseAppraisal: async (_parent, { input }, context) =>
    loseAppraisal({ db: context.db, viewer: await writer(context), ...input }),
};

const Appraisal: Resolvers['Appraisal'] = {
  customer: (appraisal) => ({
    name: appraisal.customerName,
    phone: appraisal.customerPhone,
    email: appraisal.customerEmail,
  }),
  offer: async (appraisal, _args, context) => (await valuation(appraisal, await requireViewer(context), context)).offer,
  valuations: async (appraisal, _args, context) =>
    valuationsAnswer((await valuation(appraisal, await requireViewer(context), context)).valuations),
  purchasePriceCents: async (appraisal, _args, context) =>
    mayReadCost(await requireViewer(context)) ? appraisal.purchasePriceCents : null,
  vehicle: async (appraisal, _args, context) => {
    const viewer = await requireViewer(context);
    if (!appraisal.vehicleId || !canDo(toAccessUser(viewer), 'readInventory', viewer.token ? 'api_token' : 'person'))
      return null;
    return vehicleLoader(context, viewer).load(appraisal.vehicleId);
  },
  ageDays: (appraisal) =>
    Math.floor(((appraisal.closedAt ?? new Date()).getTime() - appraisal.createdAt.getTime()) / 86_400_000),
};

export const AppraisalTypes: Pick<Resolvers, 'Appraisal'> = { Appraisal };
