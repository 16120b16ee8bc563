import { checkOrganizationSetting, ORGANIZATION_SETTINGS } from '../../../src/shared/organization';
import { offerFigures, type AppraisalOfferFigures, type ValuationsSnapshot } from '../../../src/shared/appraisals';
import type { Database } from '../../db/client';
import type { AppraisalRow } from '../../db/schema';
import type { RemoteProviderConfig } from '../valuations/remote-provider';
import { valueVehicle } from '../valuations/value-vehicle';
import type { Viewer } from '../users/viewer';

type MoneySetting = 'appraisal_target_gross_cents' | 'holding_cost_per_day_cents';

/** A money setting of the viewer's organization: its stored value when valid, else the registry's default. */
function moneySetting(viewer: Viewer, key: MoneySetting): number {
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

/** The offer's figures on these valuations, with the organization's settings and the appraisal's estimate and override. */
export function offerOn(viewer: Viewer, appraisal: Pick<AppraisalRow, 'reconLines' | 'overrideCents' | 'overrideReason'>, valuations: ValuationsSnapshot): AppraisalOfferFigures {
  return offerFigures({
    valuations,
    reconLines: appraisal.reconLines,
    targetGrossCents: moneySetting(viewer, 'appraisal_target_gross_cents'),
    holdingCostPerDayCents: moneySetting(viewer, 'holding_cost_per_day_cents'),
    overrideCents: appraisal.overrideCents,
    overrideReason: appraisal.overrideReason,
  });
}

/**
 * The valuations and offer of an appraisal: live while a draft, the stored ones from the moment it
 * was offered (so a later market or setting change does not rewrite what was offered).
 */
export async function appraisalValuation(options: {
  db: Database;
  viewer: Viewer;
  appraisal: AppraisalRow;
  provider?: RemoteProviderConfig;
}): Promise<{ valuations: ValuationsSnapshot; offer: AppraisalOfferFigures }> {
  const { viewer, appraisal } = options;
  if (appraisal.state !== 'draft' && appraisal.snapshot) return appraisal.snapshot;
  const valuations = await liveValuations(options);
  return { valuations, offer: offerOn(viewer, appraisal, valuations) };
}
