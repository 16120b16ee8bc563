// Demo Motors' appraisals: about 60 over the last 90 days by the owner, the editor and the user, in
// every state, a few won ones being demo vehicles bought or traded in (no vehicle is created), so
// the list and its figures read sensibly on first start. Deterministic (seeded, dates relative to
// today); offered and closed ones carry the valuations and offer they were made on, like real ones.

import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import {
  type AppraisalLostReason,
  type AppraisalReconLine,
  type AppraisalSnapshot,
  type AppraisalState,
} from '../../src/shared/appraisals';
import { shiftDate, todayIso } from '../../src/shared/inventory/vehicle';
import { WMI_MAKES } from '../../src/shared/inventory/vin';
import type { ConditionGrade } from '../../src/shared/market/valuation';
import { liveValuations, offerOn } from '../services/appraisals/valuations';
import { loadViewer, type Viewer } from '../services/users/viewer';
import type { Database } from './client';
import { demoVin, seededRandom } from './demo-vehicles';
import { DEMO_HOME_ZIP } from './seed-market';
import { appraisals, users, vehicles } from './schema';

export const DEMO_APPRAISAL_COUNT = 60;
const SEED = 1_717;
const APPRAISERS = ['owner@demo.test', 'editor@demo.test', 'user@demo.test'];
const CUSTOMERS = [
  'Maria Lopez',
  'James Carter',
  'Priya Shah',
  'Tom Nguyen',
  'Alicia Reed',
  'Sam Okafor',
  'Dana Fisher',
  'Luis Ortega',
  'Kim Park',
  'Grace Hill',
];
const RECON = [
  { description: 'Front brake pads and rotors', amountCents: 42_000 },
  { description: 'Four tires', amountCents: 68_000 },
  { description: 'Paintless dent repair', amountCents: 25_000 },
  { description: 'Full detail', amountCents: 22_500 },
  { description: 'Windshield replacement', amountCents: 38_000 },
  { description: 'Oil service and filters', amountCents: 9_500 },
];
const LOST: AppraisalLostReason[] = ['price', 'price', 'kept_vehicle', 'sold_elsewhere', 'condition', 'other'];
const CONDITIONS: ConditionGrade[] = ['clean', 'clean', 'average', 'extra_clean', 'rough'];
// The first WMI listed for each make.
const WMI_OF_MAKE = new Map(
  Object.entries(WMI_MAKES)
    .map(([wmi, make]): [string, string] => [make, wmi])
    .reverse(),
);
const DAY_MS = 86_400_000;

type NewAppraisal = typeof appraisals.$inferInsert;

export async function seedDemoAppraisals(db: Database, organizationId: string): Promise<void> {
  const today = todayIso();
  const now = Date.parse(`${today}T15:00:00Z`);
  const random = seededRandom(SEED);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, APPRAISERS));
  const appraiserIds = APPRAISERS.map((email) => people.find((person) => person.email === email)?.id).filter(
    (id) => id !== undefined,
  );
  const owner = await loadViewer({ db, userId: appraiserIds[0]! });
  if (!owner || appraiserIds.length === 0) return;
  const stock = await db
    .select()
    .from(vehicles)
    .where(eq(vehicles.organizationId, organizationId))
    .orderBy(desc(vehicles.acquiredDate), vehicles.stockNumber);
  // Won ones: recent trade-ins and purchases that have a cost (what was paid).
  const bought = (
    await db
      .select()
      .from(vehicles)
      .where(
        and(
          eq(vehicles.organizationId, organizationId),
          inArray(vehicles.acquisitionSource, ['trade_in', 'purchase']),
          gte(vehicles.acquiredDate, shiftDate(today, 85)),
        ),
      )
      .orderBy(desc(vehicles.acquiredDate), vehicles.stockNumber)
  )
    .filter((vehicle) => vehicle.costCents !== null)
    .slice(0, 8);
  const rows: NewAppraisal[] = [];
  for (const vehicle of bought) {
    const closedAt = new Date(Date.parse(`${vehicle.acquiredDate}T17:00:00Z`));
    const createdAt = new Date(closedAt.getTime() - (1 + Math.floor(random() * 3)) * DAY_MS);
    rows.push({
      organizationId,
      zip: DEMO_HOME_ZIP,
      kind: vehicle.acquisitionSource === 'trade_in' ? 'trade_in' : 'purchase',
      state: 'won',
      vin: vehicle.vin,
      year: vehicle.year,
      make: vehicle.make,
      model: vehicle.model,
      trim: vehicle.trim,
      mileage: vehicle.mileage,
      exteriorColor: vehicle.exteriorColor,
      vehicleId: vehicle.id,
      purchasePriceCents: vehicle.costCents,
      createdAt,
      updatedAt: closedAt,
      offeredAt: new Date(createdAt.getTime() + 3_600_000),
      closedAt,
    });
  }
  for (let index = rows.length; index < DEMO_APPRAISAL_COUNT; index += 1) {
    const like = pick(stock);
    const ageDays = Math.floor(random() * 90);
    const createdAt = new Date(now - ageDays * DAY_MS - Math.floor(random() * 8) * 3_600_000);
    const roll = random();
    // Recent ones are still open; older ones mostly closed.
    const state: AppraisalState =
      ageDays < 7 ? (roll < 0.5 ? 'draft' : 'offered') : roll < 0.15 ? 'draft' : roll < 0.3 ? 'offered' : 'lost';
    const offered = state === 'offered' || (state === 'lost' && random() < 0.6);
    const year = like.year - Math.floor(random() * 2);
    const wmi = WMI_OF_MAKE.get(like.make);
    rows.push({
      organizationId,
      zip: DEMO_HOME_ZIP,
      kind: random() < 0.7 ? 'trade_in' : 'purchase',
      state,
      vin: wmi && random() < 0.85 ? demoVin(random, wmi, year, 900_000 + index) : null,
      year,
      make: like.make,
      model: like.model,
      trim: like.trim,
      mileage: Math.max(1_000, Math.round(like.mileage * (0.7 + random() * 0.8))),
      condition: pick(CONDITIONS),
      exteriorColor: like.exteriorColor,
      createdAt,
      updatedAt: createdAt,
      offeredAt: offered ? new Date(createdAt.getTime() + 2 * 3_600_000) : null,
      closedAt: state === 'lost' ? new Date(createdAt.getTime() + (1 + Math.floor(random() * 5)) * DAY_MS) : null,
      lostReason: state === 'lost' ? pick(LOST) : null,
    });
  }
  for (const [index, row] of rows.entries()) {
    const lines: AppraisalReconLine[] = RECON.filter(() => random() < 0.3);
    Object.assign(row, {
      appraiserUserId: appraiserIds[index % appraiserIds.length],
      customerName: row.kind === 'trade_in' || random() < 0.5 ? pick(CUSTOMERS) : null,
      customerPhone: random() < 0.6 ? `512-555-0${String(100 + index).padStart(3, '0')}` : null,
      reconLines: lines,
      reconTemplateKey: lines.length > 0 ? 'standard' : null,
    });
    if (row.offeredAt) row.snapshot = await snapshotOf(db, owner, row, today);
    // A won one was bought at its cost; the offer may have been overridden to get there.
    if (row.state === 'won' && row.snapshot && row.purchasePriceCents !== row.snapshot.offer.offerCents) {
      row.overrideCents = row.purchasePriceCents;
      row.overrideReason = 'Matched the customer’s counteroffer';
      row.snapshot = {
        ...row.snapshot,
        offer: {
          ...row.snapshot.offer,
          overrideCents: row.purchasePriceCents!,
          overrideReason: row.overrideReason,
          offerCents: row.purchasePriceCents!,
        },
      };
    }
  }
  await db.insert(appraisals).values(rows);
}

/** The valuations (as of today: the demo market is dated relative to today) and the offer made on them. */
async function snapshotOf(db: Database, viewer: Viewer, row: NewAppraisal, today: string): Promise<AppraisalSnapshot> {
  const appraisal = {
    year: row.year,
    make: row.make,
    model: row.model,
    trim: row.trim ?? null,
    mileage: row.mileage,
    condition: row.condition ?? 'clean',
    zip: row.zip,
  };
  const valuations = await liveValuations({ db, viewer, appraisal, today });
  return {
    valuations,
    offer: offerOn(viewer, { reconLines: row.reconLines ?? [], overrideCents: null, overrideReason: null }, valuations),
  };
}
