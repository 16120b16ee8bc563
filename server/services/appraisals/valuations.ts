import { checkOrganizationSetting, ORGANIZATION_SETTINGS } from '../../../src/shared/organization';
import {
  offerAnchors,
  offerFigures,
  OFFER_RULES,
  type AppraisalOfferFigures,
  type OfferAnchors,
  type OfferTerms,
  type ValuationsSnapshot,
} from '../../../src/shared/appraisals';
import { transportEstimate } from '../../../src/shared/sourcing/transport';
import type { Database } from '../../db/client';
import type { AppraisalRow } from '../../db/schema';
import { zipCentroid } from '../market/zip';
import type { RemoteProviderConfig } from '../market/valuations/remote-provider';
import { homeZip } from '../market/valuations/subject';
import { valueVehicle } from '../market/valuations/value-vehicle';
import type { Viewer } from '../users/viewer';

type NumberSetting =
  | 'appraisal_target_gross_cents'
  | 'holding_cost_per_day_cents'
  | 'appraisal_target_days_to_sale'
  | 'appraisal_pack_cents'
  | 'appraisal_transport_cents'
  | 'appraisal_fees_cents';

/** A number setting of the viewer's organization: its stored value when valid, else the registry's default. */
function numberSetting(viewer: Viewer, key: NumberSetting): number {
  const stored = checkOrganizationSetting(key, viewer.organization.settings[key]);
  return (stored.ok ? stored.value : ORGANIZATION_SETTINGS[key].defaultValue) as number;
}

/** The valuations of the appraised car as it is described now. */
export async function liveValuations(options: {
  db: Database;
  viewer: Viewer;
  appraisal: Pick<AppraisalRow, 'year' | 'make' | 'model' | 'trim' | 'mileage' | 'condition' | 'zip'>;
  provider?: RemoteProviderConfig;
  today?: string;
}): Promise<ValuationsSnapshot> {
  const { appraisal } = options;
  const { year, make, model, trim, mileage, condition, zip } = appraisal;
  return valueVehicle({ ...options, vehicle: { year, make, model, trim, mileage, condition, zip } });
}

/**
 * Transport to the store: the organization's `appraisal_transport_cents`; for a car appraised at
 * another ZIP than the home ZIP, the transport guide's estimate from there (sourcing's
 * `transportEstimate`: road miles × the guide rate) when it is more.
 */
export async function offerTransportCents(options: { db: Database; viewer: Viewer; zip: string }): Promise<number> {
  const { db, viewer, zip } = options;
  const setting = numberSetting(viewer, 'appraisal_transport_cents');
  const home = await homeZip(db, viewer.organization.id);
  if (!home || home === zip) return setting;
  const [from, to] = [zipCentroid(zip), zipCentroid(home)];
  if (!from || !to) return setting;
  return Math.max(
    setting,
    transportEstimate({ lat: from.latitude, lng: from.longitude }, { lat: to.latitude, lng: to.longitude }).cents,
  );
}

/** The organization's terms of an offer; transport as given (offerTransportCents), else the setting. */
export function offerTerms(viewer: Viewer, transportCents?: number): OfferTerms {
  return {
    targetGrossCents: numberSetting(viewer, 'appraisal_target_gross_cents'),
    holdingCostPerDayCents: numberSetting(viewer, 'holding_cost_per_day_cents'),
    targetDaysToSale: numberSetting(viewer, 'appraisal_target_days_to_sale'),
    packCents: numberSetting(viewer, 'appraisal_pack_cents'),
    transportCents: transportCents ?? numberSetting(viewer, 'appraisal_transport_cents'),
    feesCents: numberSetting(viewer, 'appraisal_fees_cents'),
  };
}

/** The offer's figures on these valuations, with the organization's terms and the appraisal's estimate and override. */
export function offerOn(
  viewer: Viewer,
  appraisal: Pick<AppraisalRow, 'reconLines' | 'overrideCents' | 'overrideReason'>,
  valuations: ValuationsSnapshot,
  transportCents?: number,
): AppraisalOfferFigures {
  return offerFigures({
    ...offerTerms(viewer, transportCents),
    valuations,
    reconLines: appraisal.reconLines,
    overrideCents: appraisal.overrideCents,
    overrideReason: appraisal.overrideReason,
  });
}

/** An offer stored before pack, transport and fees were terms (issue 32): those were 0 and days were not capped. */
function withTermDefaults(offer: AppraisalOfferFigures): AppraisalOfferFigures {
  const stored: Partial<AppraisalOfferFigures> = offer;
  return {
    ...offer,
    marketDaysSupply: stored.marketDaysSupply ?? null,
    targetDaysToSale: stored.targetDaysToSale ?? OFFER_RULES.maxDaysToSale,
    packCents: stored.packCents ?? 0,
    transportCents: stored.transportCents ?? 0,
    feesCents: stored.feesCents ?? 0,
  };
}

export type AppraisalOffer = AppraisalOfferFigures & OfferAnchors;

/**
 * The valuations and offer of an appraisal: live while a draft, the stored ones from the moment it
 * was offered (so a later market or setting change does not rewrite what was offered). The offer
 * carries its anchors (against the auction index and wholesale book of those valuations).
 */
export async function appraisalValuation(options: {
  db: Database;
  viewer: Viewer;
  appraisal: AppraisalRow;
  provider?: RemoteProviderConfig;
}): Promise<{ valuations: ValuationsSnapshot; offer: AppraisalOffer }> {
  const { db, viewer, appraisal } = options;
  if (appraisal.state !== 'draft' && appraisal.snapshot) {
    const offer = withTermDefaults(appraisal.snapshot.offer);
    return {
      valuations: appraisal.snapshot.valuations,
      offer: { ...offer, ...offerAnchors(offer, appraisal.snapshot.valuations.valuations) },
    };
  }
  const [valuations, transportCents] = await Promise.all([
    liveValuations(options),
    offerTransportCents({ db, viewer, zip: appraisal.zip }),
  ]);
  const offer = offerOn(viewer, appraisal, valuations, transportCents);
  return { valuations, offer: { ...offer, ...offerAnchors(offer, valuations.valuations) } };
}
