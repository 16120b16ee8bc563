import { and, asc, count, eq } from 'drizzle-orm';
import type { MarketplaceLeadState } from '../../src/shared/marketplaces/lead-states';
import { hashSecretToken, newSecretToken } from '../services/secret-tokens';
import type { Database } from './client';
import { marketplaceFeeds, marketplaceLeads, vehicles } from './schema';

const HOUR_MS = 60 * 60 * 1000;

const DEMO_LEADS: {
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  state: MarketplaceLeadState;
  hoursAgo: number;
}[] = [
  {
    name: 'Dana Whitfield',
    email: 'dana.whitfield@example.com',
    phone: '512-555-0161',
    message: 'Is this still available? Could I test drive it Saturday morning?',
    state: 'new',
    hoursAgo: 2,
  },
  {
    name: 'Marcus Lee',
    email: null,
    phone: '512-555-0175',
    message: 'What is your best out-the-door price? I have a 2015 Civic to trade.',
    state: 'new',
    hoursAgo: 20,
  },
  {
    name: 'Sofia Alvarez',
    email: 'sofia.alvarez@example.com',
    phone: null,
    message: 'Does it have a clean history report and a second key?',
    state: 'contacted',
    hoursAgo: 50,
  },
  {
    name: 'Greg Patel',
    email: 'greg.patel@example.com',
    phone: '512-555-0133',
    message: 'Interested. Do you offer financing?',
    state: 'closed',
    hoursAgo: 120,
  },
  {
    name: 'Hannah Brooks',
    email: 'hannah.brooks@example.com',
    phone: '512-555-0190',
    message: 'Can you send more photos of the interior?',
    state: 'contacted',
    hoursAgo: 30,
  },
];

/**
 * Demo Motors lists on Cars.com: one feed made a month ago and pulled hourly since, and a handful
 * of leads on front-line vehicles in each state. Its token is thrown away (only its hash is
 * stored) and it has no lead secret (that needs the server's key): an OWNER makes a new feed on
 * /settings/marketplaces to see working URLs and a secret.
 */
export async function seedDemoMarketplaces(
  db: Database,
  organizationId: string,
  ownerUserId: string,
  now = new Date(),
): Promise<void> {
  const frontline = await db
    .select({ id: vehicles.id, stockNumber: vehicles.stockNumber })
    .from(vehicles)
    .where(and(eq(vehicles.organizationId, organizationId), eq(vehicles.status, 'frontline')))
    .orderBy(asc(vehicles.stockNumber))
    .limit(DEMO_LEADS.length);
  if (frontline.length === 0) return;
  const [stock] = await db
    .select({ n: count() })
    .from(vehicles)
    .where(and(eq(vehicles.organizationId, organizationId), eq(vehicles.status, 'frontline')));
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  const [feed] = await db
    .insert(marketplaceFeeds)
    .values({
      organizationId,
      name: 'Cars.com',
      tokenHash: hashSecretToken(newSecretToken()),
      leadSecretCipher: null,
      createdByUserId: ownerUserId,
      createdAt: hoursAgo(30 * 24),
      lastPulledAt: hoursAgo(1),
      pullCount: 30 * 24,
      lastPullRows: stock?.n ?? 0,
    })
    .returning({ id: marketplaceFeeds.id });
  await db.insert(marketplaceLeads).values(
    DEMO_LEADS.map((lead, index) => {
      const vehicle = frontline[index % frontline.length]!;
      return {
        organizationId,
        feedId: feed!.id,
        vehicleId: vehicle.id,
        deliveryId: `demo-cars-com-${index + 1}`,
        customerName: lead.name,
        customerEmail: lead.email,
        customerPhone: lead.phone,
        message: lead.message,
        listingUrl: `https://www.cars.com/vehicledetail/demo-${vehicle.stockNumber.toLowerCase()}/`,
        receivedAt: hoursAgo(lead.hoursAgo),
        createdAt: hoursAgo(lead.hoursAgo),
        state: lead.state,
        stateChangedAt: hoursAgo(lead.state === 'new' ? lead.hoursAgo : Math.max(lead.hoursAgo - 4, 0)),
      };
    }),
  );
}
