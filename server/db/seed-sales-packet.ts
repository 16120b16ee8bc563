import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { linkExpiry } from '../../src/shared/sales-packet/packet';
import type { FinancingReferralState } from '../../src/shared/financing/referral';
import { hashSecretToken, newSecretToken } from '../services/secret-tokens';
import type { Database } from './client';
import { financingReferrals, organizations, salesPacketLinks, salesPacketViews, vehicles } from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;

const DEMO_REFERRALS: {
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  partner: string;
  state: FinancingReferralState;
  daysAgo: number;
}[] = [
  {
    customerName: 'Maria Delgado',
    customerEmail: 'maria.delgado@example.com',
    customerPhone: '512-555-0142',
    partner: 'Lotwise Auto Finance',
    state: 'approved',
    daysAgo: 9,
  },
  {
    customerName: 'James Carter',
    customerEmail: null,
    customerPhone: '512-555-0188',
    partner: 'Credit union',
    state: 'submitted',
    daysAgo: 4,
  },
  {
    customerName: 'Priya Shah',
    customerEmail: 'priya.shah@example.com',
    customerPhone: null,
    partner: 'Lotwise Auto Finance',
    state: 'referred',
    daysAgo: 1,
  },
  {
    customerName: 'Tom Becker',
    customerEmail: 'tom.becker@example.com',
    customerPhone: '512-555-0117',
    partner: 'Captive lender',
    state: 'declined',
    daysAgo: 12,
  },
];

/**
 * Demo Motors' sales packets and financing referrals: a share link with a week of views on a
 * front-line vehicle (its token is thrown away: only its hash is ever stored), one expired and
 * one revoked, and referrals in each common state, so both screens show something on a fresh start.
 */
export async function seedDemoSalesPacket(
  db: Database,
  organizationId: string,
  userIds: string[],
  now = new Date(),
): Promise<void> {
  await seedDemoDealerContact(db, organizationId);
  const frontline = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.organizationId, organizationId), inArray(vehicles.status, ['frontline', 'sale_pending'])))
    .orderBy(asc(vehicles.stockNumber))
    .limit(DEMO_REFERRALS.length);
  const [first] = frontline;
  if (!first) return;
  const createdByUserId = userIds[0] ?? null;
  const days = (count: number) => new Date(now.getTime() - count * DAY_MS);
  const links = await db
    .insert(salesPacketLinks)
    .values([
      {
        organizationId,
        vehicleId: first.id,
        tokenHash: hashSecretToken(newSecretToken()),
        label: 'Maria Delgado',
        createdByUserId,
        createdAt: days(6),
        expiresAt: linkExpiry(days(6), 14),
      },
      {
        organizationId,
        vehicleId: first.id,
        tokenHash: hashSecretToken(newSecretToken()),
        label: 'Walk-in, Saturday',
        createdByUserId,
        createdAt: days(20),
        expiresAt: linkExpiry(days(20), 7),
      },
      {
        organizationId,
        vehicleId: first.id,
        tokenHash: hashSecretToken(newSecretToken()),
        label: 'Sent to the wrong address',
        createdByUserId,
        createdAt: days(3),
        expiresAt: linkExpiry(days(3), 14),
        revokedAt: days(3),
      },
    ])
    .returning({ id: salesPacketLinks.id });
  const viewers = [
    { browser: 'Mobile Safari', os: 'iOS', deviceType: 'mobile' },
    { browser: 'Chrome', os: 'Windows', deviceType: 'desktop' },
    { browser: 'Chrome', os: 'Android', deviceType: 'mobile' },
  ];
  await db.insert(salesPacketViews).values(
    [5, 4, 4, 2, 1].map((daysAgo, index) => ({
      linkId: links[0]!.id,
      viewedAt: days(daysAgo),
      ...viewers[index % viewers.length]!,
    })),
  );
  await db.insert(financingReferrals).values(
    DEMO_REFERRALS.map((referral, index) => ({
      organizationId,
      vehicleId: (frontline[index] ?? first).id,
      customerName: referral.customerName,
      customerEmail: referral.customerEmail,
      customerPhone: referral.customerPhone,
      partner: referral.partner,
      state: referral.state,
      createdByUserId,
      createdAt: days(referral.daysAgo),
      stateChangedAt: days(Math.max(referral.daysAgo - 2, 0)),
    })),
  );
}

// ---- The dealership's contact details a shopper reads on a packet (issue 33, item 4) ----
// Organization settings `dealer_address`, `dealer_phone`, `dealer_hours` (src/shared/organization),
// merged into the stored map so no other setting is touched.
export const DEMO_DEALER_CONTACT = {
  dealer_address: '1200 Lamar Blvd, Austin, TX 78703',
  dealer_phone: '(512) 555-0100',
  dealer_hours: 'Mon–Sat 9 am–7 pm, Sun 11 am–5 pm',
} as const;

async function seedDemoDealerContact(db: Database, organizationId: string): Promise<void> {
  await db
    .update(organizations)
    .set({ settings: sql`${organizations.settings} || ${JSON.stringify(DEMO_DEALER_CONTACT)}::jsonb` })
    .where(eq(organizations.id, organizationId));
}
