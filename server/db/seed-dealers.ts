// The demo agent's territory (issue 19): Austin around Demo Motors' home ZIP, with three dozen
// dealers on real ZIPs nearby, six months of visits, some due or overdue today, and a few open
// tasks. The dealer list is fixed (a seeded PRNG, no dates), so the market data can carry the
// same names (seed-market.ts); the visits are relative to the day the seed runs.
import { eq } from 'drizzle-orm';
import { DEFAULT_CADENCE_WEEKS, type DealerPriority } from '../../src/shared/agent/cadence';
import { normaliseDealerName } from '../../src/shared/agent/dealer-name';
import { shiftDate, todayIso } from '../../src/shared/inventory/vehicle';
import type { Database } from './client';
import { zipCodes } from '../services/market/zip';
import { seededRandom } from './demo-vehicles';
import { agentTasks, dealers, dealerVisits, territories } from './schema';
import { DEMO_HOME_ZIP } from './seed-market';

export const DEMO_TERRITORY_NAME = 'Austin Metro';
export const DEMO_TERRITORY_RADIUS_MILES = 20;
export const DEMO_DEALER_COUNT = 36;
const DEMO_DEALER_SEED = 19;
const DAY_MS = 86_400_000;

export type DemoDealer = {
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
  phone: string;
  priority: DealerPriority;
  contact: { name: string; role: string };
};

const PLACES = [
  'Barton Creek',
  'Lamar',
  'Congress Avenue',
  'Riverside',
  'Oak Hill',
  'Manchaca',
  'Slaughter Lane',
  'Pflugerville',
  'Round Rock',
  'Cedar Park',
  'Bee Cave',
  'Hill Country',
  'Capital City',
  'Lone Star',
  'Bluebonnet',
  'Travis County',
  'Longhorn',
  'Colorado River',
  'Zilker',
  'Mopac',
  'Onion Creek',
  'Buda',
  'Kyle',
  'Del Valle',
  'Westlake',
  'Brodie Lane',
  'South Park',
  'Circle C',
  'Shady Hollow',
  'Windsor Park',
  'Mueller',
  'Anderson Mill',
  'Lakeway',
  'Dripping Springs',
  'Hyde Park',
  'Tarrytown',
  'Allandale',
  'Crestview',
];
const KINDS = [
  'Motors',
  'Auto Sales',
  'Ford',
  'Chevrolet',
  'Toyota',
  'Honda',
  'Nissan',
  'Hyundai',
  'Auto Group',
  'Cars',
  'Truck Center',
  'Autoplex',
  'Auto Mart',
  'Pre-Owned',
];
const STREETS = [
  'S Lamar Blvd',
  'S Congress Ave',
  'Research Blvd',
  'N IH-35 Frontage Rd',
  'W Slaughter Ln',
  'Burnet Rd',
  'Ben White Blvd',
  'Ranch Rd 620',
  'FM 1626',
  'E Riverside Dr',
  'Dessau Rd',
  'Parmer Ln',
];
const FIRST_NAMES = [
  'Maria',
  'James',
  'Luis',
  'Karen',
  'Darnell',
  'Priya',
  'Tom',
  'Rosa',
  'Kevin',
  'Hannah',
  'Marcus',
  'Elena',
];
const LAST_NAMES = [
  'Garcia',
  'Miller',
  'Nguyen',
  'Johnson',
  'Hernandez',
  'Patel',
  'Brooks',
  'Ramirez',
  'Walker',
  'Kim',
];
const ROLES = ['General Manager', 'Used Car Manager', 'Owner', 'Sales Manager'];

/** The demo territory's dealers, the same on every run: B's market seed names its listings after them. */
export function demoDealers(): DemoDealer[] {
  const random = seededRandom(DEMO_DEALER_SEED);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  // Real ZIPs around the home ZIP from the offline data set, sorted so the list is stable.
  const nearby = zipCodes().radius(DEMO_HOME_ZIP, DEMO_TERRITORY_RADIUS_MILES).map(String).sort();
  const names = new Set<string>();
  const result: DemoDealer[] = [];
  while (result.length < DEMO_DEALER_COUNT) {
    const name = `${pick(PLACES)} ${pick(KINDS)}`;
    if (names.has(normaliseDealerName(name))) continue;
    names.add(normaliseDealerName(name));
    const place = zipCodes().lookup(pick(nearby))!;
    // About one in five is a P1 account, two in five P2, the rest P3.
    const roll = random();
    result.push({
      name,
      street: `${100 + Math.floor(random() * 9_800)} ${pick(STREETS)}`,
      city: place.city,
      state: place.state,
      zip: String(place.zip),
      latitude: place.latitude,
      longitude: place.longitude,
      phone: `(512) 555-${String(1_000 + Math.floor(random() * 9_000))}`,
      priority: roll < 0.2 ? 'P1' : roll < 0.6 ? 'P2' : 'P3',
      contact: { name: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`, role: pick(ROLES) },
    });
  }
  return result;
}

const OUTCOMES = ['met', 'interested', 'not_interested', 'no_one_available', 'follow_up'] as const;
const NOTES = [
  'Walked the lot with the manager.',
  'Asked about aged units over 60 days.',
  'Wants pricing data before the next auction.',
  'Closed for inventory day.',
  'Interested in the dealer insights report.',
];
const TASKS = [
  'Send the market report',
  'Bring the trade-in program sheet',
  'Follow up on aged units',
  'Introduce the finance partner',
  'Schedule a demo with the owner',
];

/** Creates the demo agent's territory, its dealers, their visits over six months and some tasks. */
export async function seedDemoDealers(
  tx: Database,
  organizationId: string,
  agentUserId: string,
  now = new Date(),
): Promise<void> {
  const random = seededRandom(DEMO_DEALER_SEED + 1);
  const home = zipCodes().lookup(DEMO_HOME_ZIP)!;
  const [territory] = await tx
    .insert(territories)
    .values({
      organizationId,
      name: DEMO_TERRITORY_NAME,
      postalCodes: [],
      agentUserId,
      centerLatitude: home.latitude,
      centerLongitude: home.longitude,
      radiusMiles: DEMO_TERRITORY_RADIUS_MILES,
    })
    .returning();
  const listed = demoDealers();
  const rows = await tx
    .insert(dealers)
    .values(
      listed.map((dealer) => ({
        organizationId,
        territoryId: territory!.id,
        name: dealer.name,
        matchName: normaliseDealerName(dealer.name),
        street: dealer.street,
        city: dealer.city,
        state: dealer.state,
        zip: dealer.zip,
        latitude: dealer.latitude,
        longitude: dealer.longitude,
        phone: dealer.phone,
        contacts: [{ name: dealer.contact.name, role: dealer.contact.role, phone: dealer.phone, email: null }],
        priority: dealer.priority,
        ownerAgentUserId: agentUserId,
      })),
    )
    .returning();
  // A visit at a working hour (Austin, UTC−6) `days` ago.
  const at = (days: number) =>
    new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - days * DAY_MS + (15 + Math.floor(random() * 7)) * 3_600_000);
  const visits: (typeof dealerVisits.$inferInsert)[] = [];
  rows.forEach((dealer, index) => {
    // Two accounts were never visited: due today.
    if (index % 18 === 5) return;
    const cadenceDays = 7 * DEFAULT_CADENCE_WEEKS[dealer.priority];
    // The last visit between a third of a cadence and a cadence and a half ago: about a third are due or overdue.
    let days = Math.round(cadenceDays * (0.35 + random() * 1.15));
    for (; days <= 182; days += Math.round(cadenceDays * (0.8 + random() * 0.5))) {
      visits.push({
        organizationId,
        dealerId: dealer.id,
        agentUserId,
        checkedInAt: at(days),
        outcome: OUTCOMES[Math.floor(random() * OUTCOMES.length)]!,
        notes: NOTES[Math.floor(random() * NOTES.length)]!,
        nextStep: random() < 0.5 ? TASKS[Math.floor(random() * TASKS.length)]! : null,
      });
    }
  });
  if (visits.length > 0) await tx.insert(dealerVisits).values(visits);
  // Each dealer's first visit generated is its newest.
  const newest = new Map<string, Date>();
  for (const visit of visits) if (!newest.has(visit.dealerId)) newest.set(visit.dealerId, visit.checkedInAt);
  for (const [id, lastVisitAt] of newest) await tx.update(dealers).set({ lastVisitAt }).where(eq(dealers.id, id));
  const today = todayIso(now);
  await tx.insert(agentTasks).values(
    TASKS.map((title, index) => ({
      organizationId,
      dealerId: rows[(index * 7) % rows.length]!.id,
      title,
      // From two days ago to six days ahead.
      dueOn: shiftDate(today, (1 - index) * 2),
      createdByUserId: agentUserId,
      completedAt: index === 4 ? now : null,
    })),
  );
}
