import { and, desc, eq, inArray } from 'drizzle-orm';
import { VALUATION_SOURCES, type ValuationSource } from '../../../../src/shared/access';
import { checkOrganizationSetting, ORGANIZATION_SETTINGS } from '../../../../src/shared/organization';
import { todayIso } from '../../../../src/shared/inventory/vehicle';
import type { Comparable, Subject } from '../../../../src/shared/market/comparables';
import { segmentKey } from '../../../../src/shared/market/records';
import {
  BUILT_IN_SOURCES,
  type BookEntry,
  type Valuation,
  type ValuationInput,
} from '../../../../src/shared/market/sources';
import { VALUATION_RULES, type ConditionGrade } from '../../../../src/shared/market/valuation';
import type { Database } from '../../../db/client';
import { wholesaleBookEntries } from '../../../db/schema';
import type { Viewer } from '../../users/viewer';
import { findComparables } from './comparables';
import { remoteValuation, type RemoteProviderConfig } from './remote-provider';
import { resolveSubject, type SubjectInput } from './subject';

/** A valuation source behind the one interface: given the fetched market data, a value with its provenance. */
export type ValuationAdapter = (input: ValuationInput) => Promise<Valuation>;

/** The adapter of each source: built in, or the remote provider when one is configured (falling back to built in). */
export function valuationAdapters(
  provider: RemoteProviderConfig | undefined,
): Record<ValuationSource, ValuationAdapter> {
  return Object.fromEntries(
    VALUATION_SOURCES.map((source) => {
      const builtIn = BUILT_IN_SOURCES[source];
      const adapter: ValuationAdapter = provider
        ? (input) =>
            remoteValuation({
              config: provider,
              source,
              subject: input.subject,
              asOf: input.asOf,
              builtIn: builtIn(input),
            })
        : async (input) => builtIn(input);
      return [source, adapter];
    }),
  ) as Record<ValuationSource, ValuationAdapter>;
}

/** The book row for the subject: its trim's row of the model year, else the all-trims row. */
async function findBookEntry(db: Database, organizationId: string, subject: Subject): Promise<BookEntry | null> {
  const trimKey = subject.trim?.toLowerCase() ?? '';
  const rows = await db
    .select()
    .from(wholesaleBookEntries)
    .where(
      and(
        eq(wholesaleBookEntries.organizationId, organizationId),
        eq(wholesaleBookEntries.segmentKey, segmentKey(subject.make, subject.model)),
        eq(wholesaleBookEntries.year, subject.year),
        inArray(wholesaleBookEntries.trimKey, [...new Set([trimKey, ''])]),
      ),
    )
    .orderBy(desc(wholesaleBookEntries.trimKey));
  return rows[0] ?? null;
}

export type VehicleValuations = {
  subject: Subject;
  radiusMiles: number;
  asOf: string;
  /** The organization's `default_valuation_source` setting. */
  defaultSource: ValuationSource;
  valuations: Valuation[];
  comparables: Comparable[];
};

/** The vehicle and its comparables (the `comparables` query, and what the valuations read). */
export async function vehicleComparables(options: {
  db: Database;
  viewer: Viewer;
  vehicleId?: string | null;
  vehicle?: SubjectInput | null;
  condition?: ConditionGrade | null;
  zip?: string | null;
  radiusMiles?: number | null;
  today?: string;
}): Promise<{ subject: Subject; comparables: Comparable[]; radiusMiles: number; asOf: string }> {
  const asOf = options.today ?? todayIso();
  const subject = await resolveSubject({ ...options, today: asOf });
  const radiusMiles = options.radiusMiles ?? VALUATION_RULES.defaultRadiusMiles;
  const comparables = await findComparables({ db: options.db, viewer: options.viewer, subject, radiusMiles, asOf });
  return { subject, comparables, radiusMiles, asOf };
}

/** The four valuations of a vehicle, side by side, each with its provenance, and the comparables they used. */
export async function valueVehicle(
  options: Parameters<typeof vehicleComparables>[0] & { provider?: RemoteProviderConfig },
): Promise<VehicleValuations> {
  const { db, viewer } = options;
  const asOf = options.today ?? todayIso();
  const subject = await resolveSubject({ ...options, today: asOf });
  const radiusMiles = options.radiusMiles ?? VALUATION_RULES.defaultRadiusMiles;
  // The two reads are independent: run them side by side.
  const [comparables, bookEntry] = await Promise.all([
    findComparables({ db, viewer, subject, radiusMiles, asOf }),
    findBookEntry(db, viewer.organization.id, subject),
  ]);
  const adapters = valuationAdapters(options.provider);
  const input: ValuationInput = { subject, comparables, bookEntry, asOf };
  const valuations = await Promise.all(VALUATION_SOURCES.map((source) => adapters[source](input)));
  const stored = checkOrganizationSetting(
    'default_valuation_source',
    viewer.organization.settings.default_valuation_source,
  );
  const defaultSource = (
    stored.ok ? stored.value : ORGANIZATION_SETTINGS.default_valuation_source.defaultValue
  ) as ValuationSource;
  return { subject, radiusMiles, asOf, defaultSource, valuations, comparables };
}
