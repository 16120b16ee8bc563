import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { ApplyPricingChangesDocument } from '../../../graphql/generated/operations/ApplyPricingChanges';
import { GetPricingGridDocument, type GetPricingGridQuery } from '../../../graphql/generated/operations/GetPricingGrid';
import { GetPricingRulesDocument } from '../../../graphql/generated/operations/GetPricingRules';
import { GetPricingStepMovesDocument } from '../../../graphql/generated/operations/GetPricingStepMoves';
import { PricingDryRunDocument, type PricingDryRunQuery } from '../../../graphql/generated/operations/PricingDryRun';
import { UpdatePricingRulesDocument } from '../../../graphql/generated/operations/UpdatePricingRules';
import { canSeeVehicleCost } from '../../shared/inventory/vehicle';
import { useCanDo } from '../access/use-can-do';
import { useMe } from '../../base/use-me';

export type PricingRow = GetPricingGridQuery['vehiclePricing'][number];
export type PricingDryRunResult = PricingDryRunQuery['pricingDryRun'];

/** The feature that shows the market columns (the user's or the organization's). */
export const MARKET_FLAG = 'market_pricing_data';

/** "2021 Honda CR-V". */
export const vehicleName = (vehicle: { year: number; make: string; model: string }) =>
  `${vehicle.year} ${vehicle.make} ${vehicle.model}`;

/** A mean in whole dollars' cents: a market average reads as $27,133, not $27,133.11. */
export const wholeDollars = (cents: number | null | undefined) =>
  cents == null ? cents : Math.round(cents / 100) * 100;

/** What the current user may do on /pricing: see the market columns and cost, save rules, reprice. */
export function usePricingAccess() {
  const { user } = useMe({ throwOnError: false });
  const canSaveRules = useCanDo('changePricing');
  const canChangeInventory = useCanDo('changeInventory');
  // The market columns: the section and the feature, the same entry the server checks.
  const market = useCanDo('readMarketPricing');
  return {
    market,
    canSeeCost: canSeeVehicleCost(user),
    canSaveRules,
    // Applying writes list prices: the pricing section's scope 2 and inventory's both.
    canReprice: canSaveRules && canChangeInventory,
    ready: user !== null,
    userId: user?.id ?? null,
  };
}

/** The stock rows of the view (older than N days), with the market fields when the viewer has them. */
export function usePricingGrid({
  market,
  ageMinDays,
  skip,
}: {
  market: boolean;
  ageMinDays: number | undefined;
  skip: boolean;
}) {
  const query = useQuery(GetPricingGridDocument, {
    variables: { market, filter: ageMinDays === undefined ? null : { ageMinDays } },
    fetchPolicy: 'cache-and-network',
    skip,
  });
  return {
    rows: query.data?.vehiclePricing ?? [],
    rules: query.data?.pricingRules ?? null,
    loaded: Boolean(query.data),
    loading: query.loading,
    error: query.error,
    refetch: query.refetch,
  };
}

/** A dry run (nothing written) and the apply that writes exactly its changes. */
export function useReprice() {
  const [runDryRun, dryRun] = useLazyQuery(PricingDryRunDocument, { fetchPolicy: 'network-only' });
  // Applying moves list prices: the grid, the rules' suggestions and each vehicle's history are read again.
  const [apply, applying] = useMutation(ApplyPricingChangesDocument, {
    refetchQueries: ['GetPricingGrid', 'GetPricingStepMoves', 'GetVehicles', 'GetVehicle', 'GetInventorySummary'],
    awaitRefetchQueries: true,
  });
  return { runDryRun, dryRun, apply, applying: applying.loading };
}

/** The organization's rules (defaults until saved) and their save. */
export function usePricingRules() {
  const query = useQuery(GetPricingRulesDocument, { fetchPolicy: 'cache-and-network' });
  const [save, saving] = useMutation(UpdatePricingRulesDocument, {
    refetchQueries: ['GetPricingGrid', 'GetPricingStepMoves'],
  });
  return {
    rules: query.data?.pricingRules ?? null,
    loading: query.loading,
    error: query.error,
    refetch: query.refetch,
    save,
    saving: saving.loading,
  };
}

/** Per saved step, how many stock vehicles the rules would lower, raise or find underwater today. */
export function usePricingStepMoves() {
  const query = useQuery(GetPricingStepMovesDocument, { fetchPolicy: 'cache-and-network' });
  return new Map((query.data?.pricingStepMoves ?? []).map((move) => [move.fromDay, move]));
}
