// The database schema, one file per domain (the domain names of server/services and
// graphql/schema). Everything is re-exported here, so `server/db/schema` stays the one import;
// drizzle-kit reads the whole folder (drizzle.config.ts). The files import each other's tables
// only inside `references(() => …)` and `relations` callbacks, which run after every file has
// loaded; sales-packet.ts and marketplaces.ts import each other so (a link names its feed, a lead
// its link).
export * from './admin';
export * from './organizations';
export * from './users';
export * from './team';
export * from './analytics';
export * from './inventory';
export * from './vehicle-photos';
export * from './territories';
export * from './agent';
export * from './api-tokens';
export * from './audit';
export * from './rate-limits';
export * from './sessions';
export * from './passwords';
export * from './recon';
export * from './recon-timelines';
export * from './reports';
export * from './market';
export * from './appraisals';
export * from './pricing';
export * from './needs-attention';
export * from './report-summaries';
export * from './dms';
export * from './sales-packet';
export * from './financing';
export * from './transport';
export * from './sourcing';
export * from './marketplaces';
export * from './inventory-requests';
export * from './events';
export * from './webhooks';
export * from './notifications';
