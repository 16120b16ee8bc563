// An auction run list from CSV (columns in docs/sourcing.md): read like the dealer importer's file
// (../csv/fixed-columns.ts), its rows checked by checkRunListRows, the same check the import wizard
// shows. A run list is a whole auction's offer, so the file the graph receives is stored whole or
// not at all: any bad line refuses it, every bad line reported by its line (the header is line 1).
// A preview reports the same and stores nothing.
import { todayIso } from '../../../src/shared/inventory/vehicle';
import {
  checkRunListRows,
  RUN_LIST_COLUMNS,
  RUN_LIST_LIMITS,
  RUN_LIST_REQUIRED,
  type RunListColumn,
} from '../../../src/shared/sourcing/run-list-row';
import type { Database } from '../../db/client';
import { sourcingRunLists, sourcingRunListVehicles, type SourcingRunListRow } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record';
import { parseFixedColumnCsv, type FixedColumnFile } from '../csv/fixed-columns';
import type { Viewer } from '../users/viewer';

export type RunListImportResult = {
  runList: SourcingRunListRow | null;
  vehicleCount: number;
  rejected: { line: number; reason: string }[];
};

const RUN_LIST_FILE: FixedColumnFile<RunListColumn> = {
  columns: RUN_LIST_COLUMNS,
  required: RUN_LIST_REQUIRED,
  maxCharacters: RUN_LIST_LIMITS.maxCharacters,
  maxRows: RUN_LIST_LIMITS.maxRows,
  fileName: 'A run list',
  rowName: 'vehicles',
  docs: 'docs/sourcing.md',
};

export async function importRunList({
  db,
  viewer,
  input,
}: {
  db: Database;
  viewer: Viewer;
  input: { name: string; csv: string; preview?: boolean | null };
}): Promise<RunListImportResult> {
  const name = input.name.trim();
  if (!name || name.length > 120)
    throw new AppError('BAD_USER_INPUT', 'Name the run list (1–120 characters), e.g. the auction and sale day.');
  const parsed = parseFixedColumnCsv(input.csv, RUN_LIST_FILE);
  if (parsed.rows.length + parsed.rejected.length === 0)
    throw new AppError('BAD_USER_INPUT', 'The file has a header but no vehicles.');
  const checked = checkRunListRows(parsed.rows, todayIso());
  const { vehicles } = checked;
  const rejected = [...parsed.rejected, ...checked.rejected].sort((a, b) => a.line - b.line);
  if (rejected.length > 0 || input.preview) return { runList: null, vehicleCount: vehicles.length, rejected };
  const organizationId = viewer.organization.id;
  const runList = await db.transaction(async (tx) => {
    const [list] = await tx
      .insert(sourcingRunLists)
      .values({ organizationId, name, importedByUserId: viewer.token ? null : viewer.user.id })
      .returning();
    await tx.insert(sourcingRunListVehicles).values(
      vehicles.map(({ conditionGrade, ...vehicle }) => ({
        ...vehicle,
        runListId: list!.id,
        conditionGradeTenths: conditionGrade === null ? null : Math.round(conditionGrade * 10),
      })),
    );
    await recordAudit({
      db: tx,
      viewer,
      organizationId,
      action: 'run_list.imported',
      targetType: 'run_list',
      targetId: list!.id,
      after: { name, vehicles: vehicles.length },
    });
    return list!;
  });
  return { runList, vehicleCount: vehicles.length, rejected };
}
