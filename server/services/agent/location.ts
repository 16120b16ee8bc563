// A dealer's point set exactly: the map pin (or its latitude/longitude typed in) by a settings
// holder or the agent of its territory, and an agent's phone position confirmed at a check-in
// (visits.ts). Checked by src/shared/agent/location.ts: a point far from the dealer's ZIP is refused.
import { eq } from 'drizzle-orm';
import { checkDealerPoint, type LocationSource } from '../../../src/shared/agent/location';
import type { Database } from '../../db/client';
import { dealers, type DealerRow } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record';
import { zipCentroid } from '../market/zip';
import type { Viewer } from '../users/viewer';
import { findDealer } from './dealers';

export type PointInput = { latitude: number; longitude: number };

/** The dealer's new point, checked against its ZIP; BAD_USER_INPUT with the reason otherwise. */
export function checkedPoint(
  dealer: Pick<DealerRow, 'zip'>,
  point: PointInput,
): { latitude: number; longitude: number } {
  const centre = zipCentroid(dealer.zip);
  if (!centre) throw new AppError('BAD_USER_INPUT', `ZIP ${dealer.zip} is not a US ZIP code we can place on a map.`);
  const checked = checkDealerPoint(
    { lat: point.latitude, lng: point.longitude },
    { lat: centre.latitude, lng: centre.longitude },
    dealer.zip,
  );
  if (!checked.ok) throw new AppError('BAD_USER_INPUT', checked.reason);
  return { latitude: checked.point.lat, longitude: checked.point.lng };
}

/** Writes a dealer's point and its source, audited; `db` may be a transaction. */
export async function writeDealerPoint(
  db: Database,
  viewer: Viewer,
  dealer: DealerRow,
  point: { latitude: number; longitude: number },
  source: LocationSource,
): Promise<DealerRow> {
  const [row] = await db
    .update(dealers)
    .set({ ...point, locationSource: source })
    .where(eq(dealers.id, dealer.id))
    .returning();
  await recordAudit({
    db,
    viewer,
    organizationId: dealer.organizationId,
    action: 'dealer.located',
    targetType: 'dealer',
    targetId: dealer.id,
    before: { latitude: dealer.latitude, longitude: dealer.longitude, locationSource: dealer.locationSource },
    after: { ...point, locationSource: source },
  });
  return row!;
}

/** The map pin: NOT_FOUND outside the viewer's dealers, FORBIDDEN without a write scope. */
export async function setDealerLocation({
  db,
  viewer,
  id,
  location,
}: {
  db: Database;
  viewer: Viewer;
  id: string;
  location: PointInput;
}): Promise<DealerRow> {
  const dealer = await findDealer({ db, viewer, id, purpose: 'locate' });
  const point = checkedPoint(dealer, location);
  return db.transaction((tx) => writeDealerPoint(tx, viewer, dealer, point, 'pin'));
}
