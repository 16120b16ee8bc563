import type { MutationResolvers, QueryResolvers, Resolvers } from '../../../../graphql/generated/resolvers';
import { templatesFor } from '../../../../src/shared/recon/inspection-templates';
import { answerInspectionItems } from '../../../services/recon/answer-inspection-items';
import { certifyVehicle } from '../../../services/recon/certify-vehicle';
import { completeInspection } from '../../../services/recon/complete-inspection';
import { getInspection, listInspections } from '../../../services/recon/inspections';
import { repairFailedItem } from '../../../services/recon/repair-failed-item';
import { startInspection } from '../../../services/recon/start-inspection';
import { requireOperation } from '../../access';
import type { GraphQLContext } from '../../context';

// Inspections are recon work: read with the recon section, done with it and scope 2.
const reader = (context: GraphQLContext) => requireOperation(context, 'readRecon');
const writer = (context: GraphQLContext) => requireOperation(context, 'changeRecon');

export const InspectionQueries: QueryResolvers = {
  inspectionTemplates: async (_parent, _args, context) =>
    templatesFor((await reader(context)).organization.featureFlags),
  inspection: async (_parent, { id }, context) => getInspection({ db: context.db, viewer: await reader(context), id }),
  inspections: async (_parent, { vehicleId }, context) =>
    listInspections({ db: context.db, viewer: await reader(context), vehicleId }),
};

export const InspectionMutations: MutationResolvers = {
  startInspection: async (_parent, args, context) =>
    startInspection({ db: context.db, viewer: await writer(context), ...args }),
  answerInspectionItems: async (_parent, { input }, context) =>
    answerInspectionItems({ db: context.db, viewer: await writer(context), ...input }),
  completeInspection: async (_parent, { inspectionId }, context) =>
    completeInspection({ db: context.db, viewer: await writer(context), inspectionId }),
  repairFailedItem: async (_parent, { input }, context) => {
    const { inspectionId, itemKey, repairOrderId, ...line } = input;
    return repairFailedItem({
      db: context.db,
      viewer: await writer(context),
      inspectionId,
      itemKey,
      repairOrderId,
      line,
    });
  },
  certifyVehicle: async (_parent, { vehicleId }, context) =>
    certifyVehicle({ db: context.db, viewer: await writer(context), vehicleId }),
};

const Inspection: Resolvers['Inspection'] = {
  outcome: (inspection) => inspection.outcome ?? null,
};

export const InspectionTypes: Pick<Resolvers, 'Inspection'> = { Inspection };
