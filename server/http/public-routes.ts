// The routes partners, shoppers and marketplaces reach without a session of the app: vehicle photos,
// DMS deliveries, shared sales packets with their leads, and the marketplaces' feeds and leads.
import type { Express } from 'express';
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { RequestCredentials } from '../graphql/request-credentials';
import type { GraphQLRuntime } from '../graphql/context';
import { logger } from '../observability/logger';
import type { RateLimiter } from '../rate-limit';
import type { ViewerCache } from '../services/users/viewer-cache';
import { PACKET_LEAD_WINDOW_SECONDS } from '../../src/shared/sales-packet/lead';
import { createSharedPacketPages, SHARED_PACKET_PHOTO_RATE, SHARED_PACKET_WINDOW_SECONDS } from './shared-packet';
import { createSharedPacketLeadsRouter } from './shared-packet-leads';
import { createVehiclePhotosRouter, PHOTO_UPLOAD_RATE } from './vehicle-photos';
import { createDmsInventoryRouter, DMS_DELIVERY_RATE } from './dms-inventory';
import { createMarketplaceFeedPages, MARKETPLACE_FEED_WINDOW_SECONDS } from './marketplace-feeds';
import { createMarketplaceLeadsRouter, MARKETPLACE_LEAD_RATE } from './marketplace-leads';
import { alertLinkViewed } from '../services/sales-packet/view-alert';

type RateLimitStoreKind = Env['rateLimits']['requestStore'];

export type PublicRouteDeps = {
  db: Database;
  env: Env;
  runtime: GraphQLRuntime;
  viewers: ViewerCache;
  credentials: RequestCredentials;
  limiter: (name: string, points: number, windowSeconds: number, kind: RateLimitStoreKind) => RateLimiter;
};

export function mountPublicRoutes(
  app: Express,
  { db, env, runtime, viewers, credentials, limiter }: PublicRouteDeps,
): void {
  app.use(
    '/api',
    createVehiclePhotosRouter({
      db,
      viewers,
      runtime,
      credentials,
      uploadLimiter: limiter(
        'photo-uploads',
        PHOTO_UPLOAD_RATE.points,
        PHOTO_UPLOAD_RATE.windowSeconds,
        env.rateLimits.requestStore,
      ),
    }),
  );

  app.use(
    '/api',
    createDmsInventoryRouter({
      db,
      key: env.secretsKey,
      limiter: limiter(
        'dms-deliveries',
        DMS_DELIVERY_RATE.points,
        DMS_DELIVERY_RATE.windowSeconds,
        env.rateLimits.requestStore,
      ),
    }),
  );

  app.use(
    createSharedPacketPages({
      db,
      limiter: limiter(
        'shared-packet',
        env.rateLimits.salesPacket,
        SHARED_PACKET_WINDOW_SECONDS,
        env.rateLimits.requestStore,
      ),
      photoLimiter: limiter(
        'shared-packet-photos',
        SHARED_PACKET_PHOTO_RATE.points,
        SHARED_PACKET_PHOTO_RATE.windowSeconds,
        env.rateLimits.requestStore,
      ),
      // The salesperson hears a shopper opened the link (a notification, as they chose); the page does not wait for it.
      onViewed: (link) =>
        void alertLinkViewed({ db, link }).catch((error: Error) =>
          logger('notifications').error({ reason: error.message }, 'view alert failed'),
        ),
    }),
  );
  // A shopper's "Check availability" from a shared packet: a lead on the vehicle.
  app.use(
    '/api',
    createSharedPacketLeadsRouter({
      db,
      limiter: limiter(
        'shared-packet-leads',
        env.rateLimits.salesPacketLeads,
        PACKET_LEAD_WINDOW_SECONDS,
        env.rateLimits.signInStore,
      ),
    }),
  );

  // Classifieds marketplaces (docs/marketplaces.md): the listing feed they pull with its token, and the signed leads they post back.
  app.use(
    createMarketplaceFeedPages({
      db,
      appUrl: env.authUrl,
      listingLimiter: limiter(
        'marketplace-listings',
        env.rateLimits.marketplaceFeed,
        MARKETPLACE_FEED_WINDOW_SECONDS,
        env.rateLimits.requestStore,
      ),
      photoLimiter: limiter(
        'marketplace-photos',
        env.rateLimits.marketplacePhotos,
        MARKETPLACE_FEED_WINDOW_SECONDS,
        env.rateLimits.requestStore,
      ),
    }),
  );
  app.use(
    '/api',
    createMarketplaceLeadsRouter({
      db,
      key: env.secretsKey,
      limiter: limiter(
        'marketplace-leads',
        MARKETPLACE_LEAD_RATE.points,
        MARKETPLACE_LEAD_RATE.windowSeconds,
        env.rateLimits.requestStore,
      ),
    }),
  );
}
