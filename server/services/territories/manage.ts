import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { territories, users, type TerritoryRow } from '../../db/schema';
import { DEFAULT_CADENCE_WEEKS } from '../../../src/shared/agent/cadence';
import { isValidPoint } from '../../../src/shared/agent/geo';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record';
import { isUuid } from '../ids';
import type { Viewer } from '../users/viewer';

type Options = { db: Database; viewer: Viewer };
export type TerritoryInput = {
  name: string;
  postalCodes: string[];
  agentUserId?: string | null;
  center?: { latitude: number; longitude: number } | null;
  radiusMiles?: number | null;
  cadenceWeeks?: { p1: number; p2: number; p3: number } | null;
};

export const MAX_RADIUS_MILES = 250;
export const MAX_CADENCE_WEEKS = 52;

// A center and a radius come together (a circle), or neither does.
function circleOf(input: TerritoryInput) {
  const { center, radiusMiles } = input;
  if (!center && (radiusMiles === null || radiusMiles === undefined))
    return { centerLatitude: null, centerLongitude: null, radiusMiles: null };
  if (!center || radiusMiles === null || radiusMiles === undefined)
    throw new AppError('BAD_USER_INPUT', 'A territory circle needs both a center and a radius.');
  if (!isValidPoint({ lat: center.latitude, lng: center.longitude }))
    throw new AppError(
      'BAD_USER_INPUT',
      'The center needs a latitude from -90 to 90 and a longitude from -180 to 180.',
    );
  if (!Number.isFinite(radiusMiles) || radiusMiles < 1 || radiusMiles > MAX_RADIUS_MILES)
    throw new AppError('BAD_USER_INPUT', `A radius is from 1 to ${MAX_RADIUS_MILES} miles.`);
  return { centerLatitude: center.latitude, centerLongitude: center.longitude, radiusMiles };
}

function cadenceOf(input: TerritoryInput) {
  const weeks = input.cadenceWeeks ?? {
    p1: DEFAULT_CADENCE_WEEKS.P1,
    p2: DEFAULT_CADENCE_WEEKS.P2,
    p3: DEFAULT_CADENCE_WEEKS.P3,
  };
  const bad = Object.values(weeks).some((value) => !Number.isInteger(value) || value < 1 || value > MAX_CADENCE_WEEKS);
  if (bad)
    throw new AppError(
      'BAD_USER_INPUT',
      `Each visit cadence is a whole number of weeks from 1 to ${MAX_CADENCE_WEEKS}.`,
    );
  return { cadenceP1Weeks: weeks.p1, cadenceP2Weeks: weeks.p2, cadenceP3Weeks: weeks.p3 };
}

// Postal codes of the US, Canada, the UK and most of Europe: letters, digits, a space or a dash.
const POSTAL_CODE = /^[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$/;

async function checkInput(db: Database, viewer: Viewer, input: TerritoryInput) {
  const name = input.name.trim();
  if (name.length < 1 || name.length > 100)
    throw new AppError('BAD_USER_INPUT', 'A territory name has 1 to 100 characters.');
  const postalCodes = [...new Set(input.postalCodes.map((code) => code.trim().toUpperCase()).filter(Boolean))];
  const invalid = postalCodes.filter((code) => !POSTAL_CODE.test(code));
  if (invalid.length > 0) throw new AppError('BAD_USER_INPUT', `Not postal codes: ${invalid.slice(0, 5).join(', ')}.`);
  if (postalCodes.length > 2_000) throw new AppError('BAD_USER_INPUT', 'A territory has at most 2,000 postal codes.');
  const agentUserId = input.agentUserId ?? null;
  if (agentUserId) {
    const [agent] = isUuid(agentUserId)
      ? await db
          .select({ id: users.id })
          .from(users)
          .where(
            and(eq(users.id, agentUserId), eq(users.organizationId, viewer.organization.id), eq(users.type, 'agent')),
          )
      : [];
    if (!agent) throw new AppError('NOT_FOUND', 'No agent with that id in your organization.');
  }
  return { name, postalCodes, agentUserId, ...circleOf(input), ...cadenceOf(input) };
}

async function findTerritory(db: Database, viewer: Viewer, id: string): Promise<TerritoryRow> {
  const [territory] = isUuid(id)
    ? await db
        .select()
        .from(territories)
        .where(and(eq(territories.id, id), eq(territories.organizationId, viewer.organization.id)))
    : [];
  if (!territory) throw new AppError('NOT_FOUND', 'No such territory in your organization.');
  return territory;
}

function conflictOnDuplicateName(error: unknown, name: string): never {
  const cause = (error as { cause?: { code?: string } }).cause;
  if (cause?.code === '23505') throw new AppError('CONFLICT', `A territory named '${name.trim()}' already exists.`);
  throw error;
}

export async function createTerritory({
  db,
  viewer,
  input,
}: Options & { input: TerritoryInput }): Promise<TerritoryRow> {
  const values = await checkInput(db, viewer, input);
  const organizationId = viewer.organization.id;
  return db
    .transaction(async (tx) => {
      const [territory] = await tx
        .insert(territories)
        .values({ organizationId, ...values })
        .returning();
      await recordAudit({
        db: tx,
        viewer,
        organizationId,
        action: 'territory.created',
        targetType: 'territory',
        targetId: territory!.id,
        after: values,
      });
      return territory!;
    })
    .catch((error: unknown) => conflictOnDuplicateName(error, input.name));
}

export async function updateTerritory({
  db,
  viewer,
  id,
  input,
}: Options & { id: string; input: TerritoryInput }): Promise<TerritoryRow> {
  const before = await findTerritory(db, viewer, id);
  const values = await checkInput(db, viewer, input);
  return db
    .transaction(async (tx) => {
      const [territory] = await tx.update(territories).set(values).where(eq(territories.id, before.id)).returning();
      await recordAudit({
        db: tx,
        viewer,
        organizationId: before.organizationId,
        action: 'territory.updated',
        targetType: 'territory',
        targetId: id,
        before: {
          name: before.name,
          postalCodes: before.postalCodes,
          agentUserId: before.agentUserId,
          centerLatitude: before.centerLatitude,
          centerLongitude: before.centerLongitude,
          radiusMiles: before.radiusMiles,
          cadenceP1Weeks: before.cadenceP1Weeks,
          cadenceP2Weeks: before.cadenceP2Weeks,
          cadenceP3Weeks: before.cadenceP3Weeks,
        },
        after: values,
      });
      return territory!;
    })
    .catch((error: unknown) => conflictOnDuplicateName(error, input.name));
}

export async function deleteTerritory({ db, viewer, id }: Options & { id: string }): Promise<string> {
  const before = await findTerritory(db, viewer, id);
  await db.transaction(async (tx) => {
    await tx.delete(territories).where(eq(territories.id, before.id));
    await recordAudit({
      db: tx,
      viewer,
      organizationId: before.organizationId,
      action: 'territory.deleted',
      targetType: 'territory',
      targetId: id,
      before: { name: before.name },
    });
  });
  return id;
}
