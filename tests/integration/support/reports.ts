import { hashPassword } from '../../../server/auth/password';
import type { Database } from '../../../server/db/client';
import {
  organizations,
  repairOrderLines,
  repairOrders,
  userPermissions,
  users,
  vehicles,
  vehicleSales,
  type NewVehicle,
} from '../../../server/db/schema';
import { DEMO_PASSWORD } from '../../../server/db/seed';
import type { SectionKey } from '../../../src/shared/access';
import { withCheckDigit } from '../../../src/shared/inventory/vin';
import type { AcquisitionSource, VehicleStatus } from '../../../src/shared/inventory/vehicle';

// A small store whose reports are computed by hand in reports-sales.test.ts: March 2025 against
// the 31 days before it. Dates are fixed in the past, so the figures never move with today.

export const REPORT_STORE = {
  owner: 'owner@reports.test',
  /** EDITOR with inventory and reports: cost withheld while hide_vehicle_cost is on. */
  editor: 'editor@reports.test',
  /** VIEWER with inventory only: no reports section. */
  viewer: 'viewer@reports.test',
};

type Planned = {
  key: string;
  make: string;
  model: string;
  source: AcquisitionSource;
  acquiredDate: string;
  costCents: number | null;
  listPriceCents: number | null;
  status: VehicleStatus;
  sale?: { soldOn: string; salePriceCents: number | null };
};

export const REPORT_VEHICLES: Planned[] = [
  {
    key: 'A',
    make: 'Toyota',
    model: 'Camry',
    source: 'trade_in',
    acquiredDate: '2025-02-10',
    costCents: 1_000_000,
    listPriceCents: 1_350_000,
    status: 'sold',
    sale: { soldOn: '2025-03-05', salePriceCents: 1_300_000 },
  },
  {
    key: 'B',
    make: 'Ford',
    model: 'F-150',
    source: 'auction',
    acquiredDate: '2025-01-01',
    costCents: 2_000_000,
    listPriceCents: 2_200_000,
    status: 'sold',
    sale: { soldOn: '2025-03-20', salePriceCents: 2_150_000 },
  },
  {
    key: 'C',
    make: 'Honda',
    model: 'Civic',
    source: 'auction',
    acquiredDate: '2025-02-01',
    costCents: 800_000,
    listPriceCents: 900_000,
    status: 'wholesaled',
    sale: { soldOn: '2025-03-10', salePriceCents: 700_000 },
  },
  {
    key: 'D',
    make: 'Toyota',
    model: 'Camry',
    source: 'trade_in',
    acquiredDate: '2025-02-15',
    costCents: 900_000,
    listPriceCents: 1_100_000,
    status: 'sold',
    sale: { soldOn: '2025-03-25', salePriceCents: null },
  },
  {
    key: 'E',
    make: 'Toyota',
    model: 'Camry',
    source: 'trade_in',
    acquiredDate: '2024-12-01',
    costCents: 1_500_000,
    listPriceCents: 1_700_000,
    status: 'sold',
    sale: { soldOn: '2025-02-20', salePriceCents: 1_600_000 },
  },
  {
    key: 'F',
    make: 'Toyota',
    model: 'Camry',
    source: 'purchase',
    acquiredDate: '2025-01-15',
    costCents: 1_200_000,
    listPriceCents: 1_500_000,
    status: 'frontline',
  },
  {
    key: 'G',
    make: 'Honda',
    model: 'Civic',
    source: 'other',
    acquiredDate: '2025-03-30',
    costCents: null,
    listPriceCents: null,
    status: 'incoming',
  },
];

/** Creates the store, its three people and its vehicles; A has 1,000.00 of approved recon (and lines that do not count). */
export async function createReportStore(
  db: Database,
): Promise<{ organizationId: string; vehicleIds: Record<string, string> }> {
  const [organization] = await db
    .insert(organizations)
    .values({ name: 'Report Motors', featureFlags: ['recon', 'reports', 'account'] })
    .returning();
  const organizationId = organization!.id;
  const people: [string, 'OWNER' | 'EDITOR' | 'VIEWER', SectionKey[]][] = [
    [REPORT_STORE.owner, 'OWNER', []],
    [REPORT_STORE.editor, 'EDITOR', ['inventory', 'reports']],
    [REPORT_STORE.viewer, 'VIEWER', ['inventory']],
  ];
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const [email, role, sections] of people) {
    const [user] = await db
      .insert(users)
      .values({ organizationId, email, firstName: role, lastName: 'Reports', role, passwordHash })
      .returning();
    if (sections.length > 0)
      await db.insert(userPermissions).values(sections.map((section) => ({ userId: user!.id, section })));
  }
  const vehicleIds: Record<string, string> = {};
  for (const [index, planned] of REPORT_VEHICLES.entries()) {
    const row: NewVehicle = {
      organizationId,
      vin: withCheckDigit(`1HGCM826${String(index).padStart(1, '0')}3A${String(700_000 + index).padStart(6, '0')}`),
      stockNumber: `R${planned.key}`,
      year: 2021,
      make: planned.make,
      model: planned.model,
      mileage: 30_000,
      acquisitionSource: planned.source,
      acquiredDate: planned.acquiredDate,
      costCents: planned.costCents,
      listPriceCents: planned.listPriceCents,
      status: planned.status,
      disposedOn: planned.sale?.soldOn ?? null,
    };
    const [vehicle] = await db.insert(vehicles).values(row).returning();
    vehicleIds[planned.key] = vehicle!.id;
    if (planned.sale) {
      await db.insert(vehicleSales).values({
        vehicleId: vehicle!.id,
        organizationId,
        buyerType: planned.status === 'sold' ? 'retail' : 'wholesale',
        soldOn: planned.sale.soldOn,
        salePriceCents: planned.sale.salePriceCents,
      });
    }
  }
  const [order] = await db
    .insert(repairOrders)
    .values({ organizationId, vehicleId: vehicleIds.A!, status: 'closed' })
    .returning();
  const line = { repairOrderId: order!.id, revision: 1, laborRateCents: 10_000, subletCostCents: 0 };
  await db.insert(repairOrderLines).values([
    // 1.5 h × $100 + $850 parts = $1,000.00, approved: the recon cost of A's sale.
    { ...line, operation: 'Brakes', laborHundredths: 150, partsCents: 85_000, decision: 'approved' },
    { ...line, operation: 'Tires', laborHundredths: 0, partsCents: 60_000, decision: 'declined' },
    { ...line, operation: 'Detail', laborHundredths: 100, partsCents: 0, decision: 'pending' },
  ]);
  return { organizationId, vehicleIds };
}
