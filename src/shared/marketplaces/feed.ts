// Classifieds marketplaces (issue 20, part 6; docs/marketplaces.md): one feed per marketplace the
// store lists on. A feed has a token (the listing URLs, shown once) and a lead secret (signing the
// leads the marketplace posts back, shown once); revoking it stops both at once.

/** Names the screen offers; any other marketplace is typed in. */
export const SUGGESTED_MARKETPLACES = [
  'Cars.com',
  'AutoTrader',
  'CarGurus',
  'Facebook Marketplace',
  'TrueCar',
] as const;

export const MARKETPLACE_NAME_MAX = 80;

export const LISTING_FORMATS = ['csv', 'xml'] as const;
export type ListingFormat = (typeof LISTING_FORMATS)[number];

/** Where a marketplace pulls the listings of the feed whose token this is (GET, no session). */
export const listingsPath = (token: string, format: ListingFormat) =>
  `/api/marketplace-feeds/${encodeURIComponent(token)}/listings.${format}`;
/** A front-line vehicle's photo, fetched through the feed's token (the product's own photo URLs need a session). */
export const feedPhotoPath = (token: string, photoId: string) =>
  `/api/marketplace-feeds/${encodeURIComponent(token)}/photos/${photoId}`;
/** Where a marketplace posts leads (POST, signed with the feed's lead secret like the DMS feed). */
export const leadsPath = (feedId: string) => `/api/marketplace-feeds/${feedId}/leads`;

/** The sales-packet link a feed lists with each vehicle lasts this long (within the packet's 1–90 days)… */
export const FEED_PACKET_LINK_DAYS = 30;
/** …and a pull makes the next one when fewer days than this remain, so a listing a marketplace keeps for a week never points at a dead link. */
export const FEED_PACKET_LINK_RENEW_DAYS = 7;

/** The note on a feed's packet links, as the packet screen lists them. */
export const feedLinkLabel = (marketplace: string) => `Marketplace feed: ${marketplace}`.slice(0, 120);

export type MarketplaceFeedState = 'active' | 'revoked';

/** The marketplace's name as stored: trimmed, 1–80 printable characters; null when it is not acceptable. */
export function checkMarketplaceName(raw: string): { ok: true; name: string } | { ok: false; message: string } {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!name) return { ok: false, message: 'Name the marketplace (e.g. Cars.com).' };
  if (name.length > MARKETPLACE_NAME_MAX)
    return { ok: false, message: `A marketplace name is at most ${MARKETPLACE_NAME_MAX} characters.` };
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001F\u007F]/.test(name))
    return { ok: false, message: 'A marketplace name holds no control characters.' };
  return { ok: true, name };
}
