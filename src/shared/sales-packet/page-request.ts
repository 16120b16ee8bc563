import type { IncomingMessage } from 'node:http';
import type { SalesPacket } from './packet';

/** What the public page of a share link receives from the server (and its HTTP status). */
export type SharedPacketPageResult =
  | { status: 'open'; packet: SalesPacket; expiresAt: string }
  | { status: 'gone'; reason: 'expired' | 'revoked' }
  | { status: 'not_found' };

/**
 * Like the access-user loader (src/shared/access/page-request.ts): the express server puts a
 * loader for share links on page requests, so `/packet/[token]` is rendered from the server's
 * own database handle and records the view once per page load.
 */
export const SHARED_PACKET_LOADER = 'lotwiseSharedPacket';
export type RequestWithSharedPacket = IncomingMessage & {
  [SHARED_PACKET_LOADER]?: (token: string, userAgent: string) => Promise<SharedPacketPageResult>;
};
