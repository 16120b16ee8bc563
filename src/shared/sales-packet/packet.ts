// The sales packet (issue 20, docs/sales-packet.md): what a customer sees of one vehicle, the same
// shape on the signed-in packet screen and on the public share page.

import type { CustomerVehicle } from '../inventory/customer-view';

/** A share link lasts this many days unless the person creating it says otherwise (1–90). */
export const DEFAULT_LINK_DAYS = 14;
export const MIN_LINK_DAYS = 1;
export const MAX_LINK_DAYS = 90;

/** The public page of a share link; `token` is the secret, shown once when the link is made. */
export const packetPublicPath = (token: string) => `/packet/${encodeURIComponent(token)}`;
/** The signed-in packet screen of a vehicle. */
export const packetScreenPath = (vehicleId: string) => `/inventory/${encodeURIComponent(vehicleId)}/packet`;

export type SalesPacketLinkState = 'active' | 'expired' | 'revoked';

/** Revoked wins over expired: a link revoked before it ran out says so. */
export function linkState(link: { expiresAt: Date; revokedAt: Date | null }, now: Date): SalesPacketLinkState {
  if (link.revokedAt) return 'revoked';
  return link.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

/** When a link made at `now` for `days` days runs out; BAD input is the caller's to refuse first. */
export const linkExpiry = (now: Date, days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000);

export const isValidLinkDays = (days: number) =>
  Number.isInteger(days) && days >= MIN_LINK_DAYS && days <= MAX_LINK_DAYS;

export type SalesPacketInspection = { templateKey: string; completedAt: string };
export type SalesPacketRepair = { operation: string; completedAt: string };

/** Everything a packet shows; dates are ISO strings so the public page can take it as props. */
export type SalesPacket = CustomerVehicle & {
  vehicleId: string;
  certifiedAt: string | null;
  /** Passed inspections, newest first. */
  inspections: SalesPacketInspection[];
  /** Approved repair-order lines of closed orders: the reconditioning done, newest first. */
  repairs: SalesPacketRepair[];
  dealershipName: string;
  /** The dealership's contact details (organization settings `dealer_address`, `dealer_phone`, `dealer_hours`); null when not set. */
  dealerAddress: string | null;
  dealerPhone: string | null;
  dealerHours: string | null;
  /** The vehicle's photos, main photo first, then in their order. */
  photos: SalesPacketPhoto[];
};

export type SalesPacketPhoto = { id: string; width: number; height: number };

/** A photo of a shared packet, served through the link's own token (no session). */
export const sharedPacketPhotoPath = (token: string, photoId: string) =>
  `/api/sales-packets/${encodeURIComponent(token)}/photos/${encodeURIComponent(photoId)}`;
/** Where the shopper's "Check availability" form posts (JSON, see ./lead.ts). */
export const sharedPacketLeadPath = (token: string) => `/api/sales-packets/${encodeURIComponent(token)}/leads`;

/** The text-message body a salesperson copies to send a link: "Hi, here is the 2021 Honda CR-V we talked about: <link> — <dealer>". */
export function packetTextMessage(
  packet: { year: number; make: string; model: string },
  url: string,
  dealer: string,
): string {
  return `Hi, here is the ${packet.year} ${packet.make} ${packet.model} we talked about: ${url}${dealer ? ` — ${dealer}` : ''}`;
}

/** The e-mail alerting a link's maker that it was opened goes out at most once per link in this span. */
export const VIEW_ALERT_INTERVAL_MS = 24 * 60 * 60 * 1000;
