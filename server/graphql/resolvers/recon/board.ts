import type { MutationResolvers, QueryResolvers, Resolvers } from '../../../../graphql/generated/resolvers';
import {
  inDays,
  timelineHoldingCost,
  timelineTimeInRecon,
  timelineTimeInStage,
  timelineTimePerStage,
  timelineTimeToLine,
} from '../../../../src/shared/recon/metrics';
import { expectedFrontLineAt } from '../../../../src/shared/recon/expected-front-line';
import { activeStages, stageTimerState } from '../../../../src/shared/recon/workflow';
import { assignReconVehicle } from '../../../services/recon/assign-vehicle';
import { listReconAssignees } from '../../../services/recon/assignees';
import { getReconCard, listReconBoard, listReconEvents, type ReconCard } from '../../../services/recon/board';
import { withStages } from '../../../services/recon/events';
import { reconMetrics } from '../../../services/recon/metrics';
import { moveReconVehicle } from '../../../services/recon/move-vehicle';
import { showsStatusInInventory, updateReconWorkflow } from '../../../services/recon/update-workflow';
import { getReconWorkflow } from '../../../services/recon/workflow';
import { requireOperation } from '../../access';
import type { GraphQLContext } from '../../context';

const reader = (context: GraphQLContext) => requireOperation(context, 'readRecon');
const mover = (context: GraphQLContext) => requireOperation(context, 'changeRecon');
const designer = (context: GraphQLContext) => requireOperation(context, 'changeReconWorkflow');

export const ReconQueries: QueryResolvers = {
  reconWorkflow: async (_parent, _args, context) => getReconWorkflow({ db: context.db, viewer: await reader(context) }),
  reconBoard: async (_parent, { filter }, context) =>
    listReconBoard({ db: context.db, viewer: await reader(context), filter: filter ?? {} }),
  reconVehicle: async (_parent, { vehicleId }, context) =>
    getReconCard({ db: context.db, viewer: await reader(context), vehicleId }),
  reconEvents: async (_parent, { vehicleId }, context) =>
    listReconEvents({ db: context.db, viewer: await reader(context), vehicleId }),
  reconMetrics: async (_parent, { from, to }, context) =>
    reconMetrics({ db: context.db, viewer: await reader(context), from, to }),
  reconAssignees: async (_parent, _args, context) =>
    listReconAssignees({ db: context.db, viewer: await reader(context) }),
};

export const ReconMutations: MutationResolvers = {
  moveReconVehicle: async (_parent, { input }, context) =>
    moveReconVehicle({ db: context.db, viewer: await mover(context), ...input }),
  assignReconVehicle: async (_parent, { input }, context) =>
    assignReconVehicle({
      db: context.db,
      viewer: await mover(context),
      vehicleId: input.vehicleId,
      assigneeUserId: input.assigneeUserId ?? null,
    }),
  updateReconWorkflow: async (_parent, { input }, context) =>
    updateReconWorkflow({
      db: context.db,
      viewer: await designer(context),
      stages: input.stages,
      // An omitted field keeps the hours; an explicit null clears them.
      businessHours: 'businessHours' in input ? (input.businessHours ?? null) : undefined,
      showStatusInInventory: input.showStatusInInventory ?? undefined,
    }),
};

const seconds = (ms: number) => ms / 1000;
const hoursOf = (card: ReconCard) => card.workflow.businessHours;
const timeInStage = (card: ReconCard) => timelineTimeInStage(card.timeline, card.now, hoursOf(card));

const ReconWorkflow: Resolvers['ReconWorkflow'] = {
  stages: (workflow) => activeStages(workflow.stages),
  removedStages: (workflow) => workflow.stages.filter((stage) => stage.removed),
  showsStatusInInventory: (workflow, _args, context) =>
    showsStatusInInventory({ db: context.db, organizationId: workflow.organizationId }),
};

const ReconVehicle: Resolvers['ReconVehicle'] = {
  timeInStageSeconds: (card) => seconds(timeInStage(card)),
  timer: (card) => stageTimerState(card.stage, timeInStage(card) / 60_000),
  timeToLineSeconds: (card) => seconds(timelineTimeToLine(card.timeline, card.now, hoursOf(card)).ms),
  reachedFrontLine: (card) => timelineTimeToLine(card.timeline, card.now, hoursOf(card)).complete,
  daysInRecon: (card) => {
    const time = timelineTimeInRecon(card.timeline, card.now, hoursOf(card));
    return time ? inDays(time.ms, hoursOf(card)) : null;
  },
  holdingCostCents: (card) => timelineHoldingCost(card.timeline, card.now, card.holdingCostPerDayCents),
  expectedFrontLineAt: (card) =>
    expectedFrontLineAt({
      stages: card.workflow.stages,
      stageId: card.stage.id,
      enteredStageAt: card.enteredStageAt,
      now: card.now,
      hours: hoursOf(card),
    }),
  timePerStage: (card) => {
    const stages = new Map(card.workflow.stages.map((stage) => [stage.id, stage]));
    return [...timelineTimePerStage(card.timeline, card.now, hoursOf(card))].map(([stageId, ms]) => ({
      stage: stages.get(stageId)!,
      seconds: seconds(ms),
    }));
  },
  events: async (card) => withStages(await card.history(), card.workflow),
};

const ReconMetrics: Resolvers['ReconMetrics'] = {
  medianTimeToLineSeconds: (metrics) =>
    metrics.medianTimeToLineMs === null ? null : seconds(metrics.medianTimeToLineMs),
  medianDaysInRecon: (metrics) =>
    metrics.medianTimeInReconMs === null ? null : inDays(metrics.medianTimeInReconMs, metrics.workflow.businessHours),
  stages: (metrics) => {
    const stages = new Map(metrics.workflow.stages.map((stage) => [stage.id, stage]));
    return metrics.stages.map((figures) => ({ ...figures, stage: stages.get(figures.stageId)! }));
  },
};

const ReconStageFigures: Resolvers['ReconStageFigures'] = {
  averageSecondsOfFrontLined: (figures) =>
    figures.averageMsOfFrontLined === null ? null : seconds(figures.averageMsOfFrontLined),
  medianOverdueBySeconds: (figures) => (figures.medianOverdueByMs === null ? null : seconds(figures.medianOverdueByMs)),
};

export const ReconTypes: Pick<Resolvers, 'ReconWorkflow' | 'ReconVehicle' | 'ReconMetrics' | 'ReconStageFigures'> = {
  ReconWorkflow,
  ReconVehicle,
  ReconMetrics,
  ReconStageFigures,
};
