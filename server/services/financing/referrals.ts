import { and, desc, eq, inArray } from 'drizzle-orm';
import { financingReferralsToCsv } from '../../../src/shared/financing/export';
import {
  CUSTOMER_EMAIL_MAX,
  CUSTOMER_NAME_MAX,
  CUSTOMER_PHONE_MAX,
  FINANCING_REFERRAL_MOVES,
  FINANCING_REFERRAL_MOVE_WORDS,
  PARTNER_MAX,
  type FinancingReferralState,
} from '../../../src/shared/financing/referral';
import type { Database } from '../../db/client';
import { financingReferrals, users, vehicles } from '../../db/schema';
import { becomeRefusal } from '../../../src/shared/state-moves';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record';
import { isUuid } from '../ids';
import { findOwnVehicleRow } from '../inventory/get-vehicle';
import type { Viewer } from '../users/viewer';

const NOT_FOUND_MESSAGE = 'No financing referral with this id in your organization.';
const MAX_LISTED = 500;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const referralColumns = {
  referral: financingReferrals,
  vin: vehicles.vin,
  stockNumber: vehicles.stockNumber,
  year: vehicles.year,
  make: vehicles.make,
  model: vehicles.model,
  trim: vehicles.trim,
  mileage: vehicles.mileage,
  listPriceCents: vehicles.listPriceCents,
  referrerFirstName: users.firstName,
  referrerLastName: users.lastName,
};

function selectReferrals(db: Database) {
  return db
    .select(referralColumns)
    .from(financingReferrals)
    .innerJoin(vehicles, eq(vehicles.id, financingReferrals.vehicleId))
    .leftJoin(users, eq(users.id, financingReferrals.createdByUserId));
}

type ReferralJoin = Awaited<ReturnType<ReturnType<typeof selectReferrals>['execute']>>[number];

const toModel = (row: ReferralJoin) => ({
  ...row.referral,
  vin: row.vin,
  stockNumber: row.stockNumber,
  vehicleTitle: [row.year, row.make, row.model, row.trim].filter(Boolean).join(' '),
  referredBy: row.referrerFirstName === null ? null : `${row.referrerFirstName} ${row.referrerLastName ?? ''}`.trim(),
});

export type FinancingReferralModel = ReturnType<typeof toModel>;

export async function listFinancingReferrals({
  db,
  viewer,
  vehicleId,
}: {
  db: Database;
  viewer: Viewer;
  vehicleId?: string | null;
}) {
  if (vehicleId && !isUuid(vehicleId)) return [];
  const rows = await selectReferrals(db)
    .where(
      and(
        eq(financingReferrals.organizationId, viewer.organization.id),
        vehicleId ? eq(financingReferrals.vehicleId, vehicleId) : undefined,
      ),
    )
    .orderBy(desc(financingReferrals.createdAt))
    .limit(MAX_LISTED);
  return rows.map(toModel);
}

async function findReferral(db: Database, organizationId: string, id: string): Promise<FinancingReferralModel> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  const [row] = await selectReferrals(db).where(
    and(eq(financingReferrals.id, id), eq(financingReferrals.organizationId, organizationId)),
  );
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return toModel(row);
}

type CreateInput = {
  vehicleId: string;
  customerName: string;
  customerEmail?: string | null;
  customerPhone?: string | null;
  partner: string;
};

function checkedCustomer(input: CreateInput) {
  const customerName = input.customerName.trim();
  const customerEmail = input.customerEmail?.trim() || null;
  const customerPhone = input.customerPhone?.trim() || null;
  const partner = input.partner.trim();
  if (!customerName || customerName.length > CUSTOMER_NAME_MAX)
    throw new AppError('BAD_USER_INPUT', `Give the customer's name (1–${CUSTOMER_NAME_MAX} characters).`);
  if (!customerEmail && !customerPhone)
    throw new AppError(
      'BAD_USER_INPUT',
      'Give an e-mail address or a phone number so the partner can reach the customer.',
    );
  if (customerEmail && (customerEmail.length > CUSTOMER_EMAIL_MAX || !EMAIL.test(customerEmail)))
    throw new AppError('BAD_USER_INPUT', `"${customerEmail.slice(0, 60)}" is not an e-mail address.`);
  if (customerPhone && (customerPhone.length > CUSTOMER_PHONE_MAX || !/\d{3}/.test(customerPhone)))
    throw new AppError('BAD_USER_INPUT', 'Give a phone number with its digits (up to 40 characters).');
  if (!partner || partner.length > PARTNER_MAX)
    throw new AppError('BAD_USER_INPUT', `Name the financing partner (1–${PARTNER_MAX} characters).`);
  return { customerName, customerEmail, customerPhone, partner };
}

/** Records a referral of a customer to the partner for a vehicle of the viewer's organization. */
export async function createFinancingReferral({
  db,
  viewer,
  input,
}: {
  db: Database;
  viewer: Viewer;
  input: CreateInput;
}) {
  const customer = checkedCustomer(input);
  const id = await db.transaction(async (tx) => {
    const vehicle = await findOwnVehicleRow(tx, viewer.organization.id, input.vehicleId);
    const [row] = await tx
      .insert(financingReferrals)
      .values({
        organizationId: viewer.organization.id,
        vehicleId: vehicle.id,
        ...customer,
        createdByUserId: viewer.user.id,
      })
      .returning({ id: financingReferrals.id });
    await recordAudit({
      db: tx,
      viewer,
      organizationId: viewer.organization.id,
      action: 'financing_referral.created',
      targetType: 'vehicle',
      targetId: vehicle.id,
      after: { referralId: row!.id, partner: customer.partner },
    });
    return row!.id;
  });
  return findReferral(db, viewer.organization.id, id);
}

/** Moves a referral on; a move its state does not allow is a CONFLICT (src/shared/financing/referral.ts). */
export async function changeFinancingReferralState({
  db,
  viewer,
  id,
  state,
}: {
  db: Database;
  viewer: Viewer;
  id: string;
  state: FinancingReferralState;
}) {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ state: financingReferrals.state, vehicleId: financingReferrals.vehicleId })
      .from(financingReferrals)
      .where(and(eq(financingReferrals.id, id), eq(financingReferrals.organizationId, viewer.organization.id)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    const refusal = becomeRefusal(FINANCING_REFERRAL_MOVES, FINANCING_REFERRAL_MOVE_WORDS, row.state, state);
    if (refusal) throw new AppError(refusal.code, refusal.message);
    await tx.update(financingReferrals).set({ state, stateChangedAt: new Date() }).where(eq(financingReferrals.id, id));
    await recordAudit({
      db: tx,
      viewer,
      organizationId: viewer.organization.id,
      action: 'financing_referral.state_changed',
      targetType: 'vehicle',
      targetId: row.vehicleId,
      before: { state: row.state },
      after: { referralId: id, state },
    });
  });
  return findReferral(db, viewer.organization.id, id);
}

/** The CSV of the named referrals (docs/financing.md); an id not of the organization is NOT_FOUND. */
export async function exportFinancingReferrals({
  db,
  viewer,
  ids,
}: {
  db: Database;
  viewer: Viewer;
  ids: readonly string[];
}): Promise<string> {
  const unique = [...new Set(ids)];
  if (unique.length === 0 || unique.length > MAX_LISTED)
    throw new AppError('BAD_USER_INPUT', `Select 1 to ${MAX_LISTED} referrals to export.`);
  const known = unique.filter(isUuid);
  const rows =
    known.length === 0
      ? []
      : await selectReferrals(db)
          .where(
            and(eq(financingReferrals.organizationId, viewer.organization.id), inArray(financingReferrals.id, known)),
          )
          .orderBy(desc(financingReferrals.createdAt));
  if (rows.length !== unique.length)
    throw new AppError(
      'NOT_FOUND',
      `${unique.length - rows.length} of the selected referrals are not in your organization.`,
    );
  return financingReferralsToCsv(
    rows.map((row) => ({
      referralId: row.referral.id,
      state: row.referral.state,
      referredAt: row.referral.createdAt,
      customerName: row.referral.customerName,
      customerEmail: row.referral.customerEmail,
      customerPhone: row.referral.customerPhone,
      partner: row.referral.partner,
      vin: row.vin,
      stockNumber: row.stockNumber,
      year: row.year,
      make: row.make,
      model: row.model,
      trim: row.trim,
      mileage: row.mileage,
      listPriceCents: row.listPriceCents,
    })),
  );
}
