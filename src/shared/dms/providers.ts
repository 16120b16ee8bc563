/**
 * The dealer management systems a connection names: the common ones by key, anything else as
 * `other` with its name. Shared by the settings screen and the server's checks.
 */
export const DMS_PROVIDERS = [
  'cdk_global',
  'reynolds_and_reynolds',
  'dealertrack',
  'dealersocket',
  'tekion',
  'automate',
  'pbs',
  'other',
] as const;

export type DmsProvider = (typeof DMS_PROVIDERS)[number];

export const DMS_PROVIDER_NAMES: Record<Exclude<DmsProvider, 'other'>, string> = {
  cdk_global: 'CDK Global',
  reynolds_and_reynolds: 'Reynolds and Reynolds',
  dealertrack: 'Dealertrack',
  dealersocket: 'DealerSocket',
  tekion: 'Tekion',
  automate: 'Auto/Mate',
  pbs: 'PBS',
};

export const DMS_FIELD_LIMITS = { providerName: 80, dealerId: 64, storeId: 64, credentials: 4096 } as const;

/** Where the DMS posts its inventory for a connection (docs/dms.md). */
export const dmsInventoryPath = (connectionId: string) => `/api/dms/${connectionId}/inventory`;
