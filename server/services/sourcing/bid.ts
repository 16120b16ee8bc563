// The maximum bid of a matched run-list vehicle (docs/metrics.md "Sourcing"): expected retail from
// the valuations (the dealer retail guide's, else the consumer guide's, OFFER_RULES) at the
// store's home ZIP for the vehicle's grade; recon from the target; target gross from the
// organization's appraisal setting; transport from the auction's ZIP to the home ZIP.
import { expectedRetail } from '../../../src/shared/appraisals/offer';
import type { ConditionGrade } from '../../../src/shared/market/valuation';
import { checkOrganizationSetting, ORGANIZATION_SETTINGS } from '../../../src/shared/organization';
import { maxBid, type MaxBidFigures } from '../../../src/shared/sourcing/max-bid';
import { transportEstimate } from '../../../src/shared/sourcing/transport';
import type { Database } from '../../db/client';
import { zipCentroid } from '../market/zip';
import type { Viewer } from '../users/viewer';
import { homeZip } from '../market/valuations/subject';
import { valueVehicle } from '../market/valuations/value-vehicle';
import type { SourcingMatchModel } from './models';

export type BidFigures = MaxBidFigures & { transportMiles: number | null };

/** The auction grade's wholesale-book condition: 4.5 and up extra clean, 3.5 clean, 2.5 average, below rough; ungraded: clean. */
export function conditionOfGrade(gradeTenths: number | null): ConditionGrade {
  if (gradeTenths === null) return 'clean';
  if (gradeTenths >= 45) return 'extra_clean';
  if (gradeTenths >= 35) return 'clean';
  if (gradeTenths >= 25) return 'average';
  return 'rough';
}

// One home ZIP per request: every bid of a run list is measured against the same store.
const homeZips = new WeakMap<Viewer, Promise<string | null>>();

function homeZipOf(db: Database, viewer: Viewer): Promise<string | null> {
  let zip = homeZips.get(viewer);
  if (!zip) {
    zip = homeZip(db, viewer.organization.id);
    homeZips.set(viewer, zip);
  }
  return zip;
}

export async function bidFor({
  db,
  viewer,
  match,
}: {
  db: Database;
  viewer: Viewer;
  match: SourcingMatchModel;
}): Promise<BidFigures> {
  const { vehicle, target } = match;
  const zip = await homeZipOf(db, viewer);
  const storedGross = checkOrganizationSetting(
    'appraisal_target_gross_cents',
    viewer.organization.settings.appraisal_target_gross_cents,
  );
  const targetGrossCents = (
    storedGross.ok ? storedGross.value : ORGANIZATION_SETTINGS.appraisal_target_gross_cents.defaultValue
  ) as number;
  const home = zip ? zipCentroid(zip) : null;
  const auction = zipCentroid(vehicle.locationZip);
  const transport =
    home && auction
      ? transportEstimate(
          { lat: auction.latitude, lng: auction.longitude },
          { lat: home.latitude, lng: home.longitude },
        )
      : null;
  const valuations = zip
    ? await valueVehicle({
        db,
        viewer,
        vehicle: {
          year: vehicle.year,
          make: vehicle.make,
          model: vehicle.model,
          trim: vehicle.trim,
          mileage: vehicle.mileage,
          condition: conditionOfGrade(vehicle.conditionGradeTenths),
          zip,
        },
      })
    : null;
  const retail = valuations ? expectedRetail(valuations.valuations) : null;
  const figures = maxBid({
    expectedRetailCents: retail?.cents ?? null,
    reconCents: target.reconEstimateCents,
    targetGrossCents,
    transportCents: transport?.cents ?? null,
    maxPriceCents: target.maxPriceCents,
  });
  return { ...figures, transportMiles: transport?.miles ?? null };
}
