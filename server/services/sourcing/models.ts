// What the sourcing resolvers hand the graph (codegen mappers in codegen.ts): rows, and a match
// whose bid is measured only when a query asks for it (it reads the market).
import type { SourcingRunListRow, SourcingRunListVehicleRow, SourcingTargetRow } from '../../db/schema';

export type SourcingTargetModel = SourcingTargetRow;
export type RunListModel = SourcingRunListRow;
export type RunListVehicleModel = SourcingRunListVehicleRow & { targets: SourcingTargetRow[] };
export type SourcingMatchModel = { target: SourcingTargetRow; score: number; vehicle: SourcingRunListVehicleRow };
