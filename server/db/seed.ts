import type { AssignableFeatureFlag, FeatureFlag, Role, SectionKey, UserType } from '../../src/shared/access';
import type { ChecklistItemKey } from '../../src/shared/organization';
import { hashPassword } from '../auth/password';
import type { Database } from './client';
import { organizations, userPermissions, users } from './schema';
import { seedDemoSales } from './seed-sales';
import { seedDemoInventory } from './seed-inventory';
import { seedDemoMarket } from './seed-market';
import { seedDemoDealerMarket } from './seed-market-dealers';
import { seedDemoRecon } from './seed-recon';
import { seedDemoAppraisals } from './seed-appraisals';
import { seedDemoSourcing } from './seed-sourcing';
import { seedDemoDealers } from './seed-dealers';
import { seedDemoDms } from './seed-dms';
import { seedDemoSalesPacket } from './seed-sales-packet';
import { seedDemoTransport } from './seed-transport';
import { seedDemoMarketplaces } from './seed-marketplaces';
import { seedDemoDealerGroup } from './seed-inventory-requests';
import { seedDemoNotifications } from './seed-notifications';

export const DEMO_PASSWORD = 'lotwise-demo';
export const DEMO_ORGANIZATION = {
  name: 'Demo Motors',
  featureFlags: ['recon', 'pricing', 'appraisals', 'account', 'reports'] satisfies FeatureFlag[],
  // Its team is in and its inventory imported; the other setup steps are still to do.
  setupChecklistItems: { invite_team: true, import_inventory: true } satisfies Partial<
    Record<ChecklistItemKey, boolean>
  >,
};

type DemoUser = {
  email: string;
  firstName: string;
  lastName: string;
  type: UserType;
  role: Role;
  permissions: SectionKey[];
  /** The user's own feature flags; also flags an administrator cannot assign (SPEC), which Lotwise grants itself (`dms_configuration`). */
  featureFlags?: (AssignableFeatureFlag | FeatureFlag)[];
};

// CONTRACTS.md "Demo data": one user per role and type, all with the same password. The OWNER and
// the EDITOR hold `market_pricing_data` themselves (the organization's flags are pinned without
// it), so the pricing grid shows its market figures on a first start; the OWNER also holds
// `market_report`, so the market report shows the demo market (everyone else sees its
// "needs the market report feature" state), and `marketplace_dealer_insights`, so the partner's
// dealer insights page shows Demo Motors' stock (everyone else sees its "not in your plan" state),
// and `dms_configuration`, so /settings/dms opens for them (an OWNER-only page). The OWNER and the
// EDITOR hold `marketplace_sales`: the OWNER manages the marketplace feeds, both work their leads.
// Both also hold `request_inventory` (which Lotwise grants, never an administrator), so they request
// vehicles from Demo Motors North, the other rooftop of the demo's dealer group (seed-inventory-requests.ts).
export const DEMO_USERS: DemoUser[] = [
  {
    email: 'owner@demo.test',
    firstName: 'Olivia',
    lastName: 'Owens',
    type: 'user',
    role: 'OWNER',
    permissions: [],
    featureFlags: [
      'market_pricing_data',
      'market_report',
      'marketplace_dealer_insights',
      'dms_configuration',
      'sales_packet',
      'financing_referral',
      'financing_export',
      'sourcing',
      'marketplace_sales',
      'request_inventory',
    ],
  },
  {
    email: 'editor@demo.test',
    firstName: 'Eddie',
    lastName: 'Ramirez',
    type: 'user',
    role: 'EDITOR',
    permissions: [
      'dashboard',
      'inventory',
      'appraisals',
      'recon',
      'pricing',
      'reports',
      'roapproval',
      'needs_attention',
      'transportation',
    ],
    featureFlags: [
      'market_pricing_data',
      'sales_packet',
      'financing_referral',
      'sourcing',
      'marketplace_sales',
      'request_inventory',
    ],
  },
  {
    email: 'viewer@demo.test',
    firstName: 'Vera',
    lastName: 'Nguyen',
    type: 'user',
    role: 'VIEWER',
    permissions: ['dashboard', 'inventory', 'reports'],
  },
  {
    email: 'user@demo.test',
    firstName: 'Ulysses',
    lastName: 'Park',
    type: 'user',
    role: 'USER',
    permissions: ['dashboard', 'inventory', 'recon'],
  },
  {
    email: 'agent@demo.test',
    firstName: 'Ava',
    lastName: 'Jensen',
    type: 'agent',
    role: 'EDITOR',
    permissions: ['dashboard'],
  },
  { email: 'admin@demo.test', firstName: 'Adam', lastName: 'Stone', type: 'admin', role: 'OWNER', permissions: [] },
];

/** Creates Demo Motors, its users and its inventory (and its dealer group's other rooftop) when the database holds no organization yet. */
export async function seedDemoData(db: Database): Promise<boolean> {
  const existing = await db.select({ id: organizations.id }).from(organizations).limit(1);
  if (existing.length > 0) return false;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [organization] = await tx.insert(organizations).values(DEMO_ORGANIZATION).returning({ id: organizations.id });
    if (!organization) throw new Error('Demo organization was not created');
    const writers: string[] = [];
    let agentUserId: string | undefined;
    let ownerUserId: string | undefined;
    for (const demoUser of DEMO_USERS) {
      const [user] = await tx
        .insert(users)
        .values({
          organizationId: organization.id,
          email: demoUser.email,
          firstName: demoUser.firstName,
          lastName: demoUser.lastName,
          type: demoUser.type,
          role: demoUser.role,
          featureFlags: demoUser.featureFlags ?? [],
          passwordHash,
        })
        .returning({ id: users.id });
      if (!user) throw new Error(`Demo user ${demoUser.email} was not created`);
      if (demoUser.type === 'user' && (demoUser.role === 'OWNER' || demoUser.role === 'EDITOR')) writers.push(user.id);
      if (demoUser.type === 'agent') agentUserId = user.id;
      if (demoUser.email === 'owner@demo.test') ownerUserId = user.id;
      if (demoUser.permissions.length > 0) {
        await tx.insert(userPermissions).values(demoUser.permissions.map((section) => ({ userId: user.id, section })));
      }
    }
    await seedDemoInventory(tx, organization.id, writers);
    await seedDemoMarket(tx, organization.id);
    await seedDemoRecon(tx, organization.id);
    await seedDemoAppraisals(tx, organization.id);
    await seedDemoSales(tx, organization.id, writers);
    await seedDemoDealers(tx, organization.id, agentUserId!);
    // After the dealers: their names on market records in their ZIPs (territory insights).
    await seedDemoDealerMarket(tx, organization.id);
    await seedDemoDms(tx, organization.id, ownerUserId!);
    await seedDemoSalesPacket(tx, organization.id, writers);
    await seedDemoTransport(tx, organization.id, writers[0]!);
    await seedDemoSourcing(tx, organization.id);
    await seedDemoMarketplaces(tx, organization.id, ownerUserId!);
    await seedDemoDealerGroup(tx, { demoOrganizationId: organization.id, demoOwnerId: ownerUserId!, passwordHash });
    // Last: told of what the demo's records hold.
    await seedDemoNotifications(tx, organization.id, ownerUserId!);
  });
  return true;
}
