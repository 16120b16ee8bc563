import type { IncomingMessage } from 'node:http';
import type { AccessUser } from './user';

/**
 * The express server puts a loader for the signed-in user on every page request (it runs the
 * same `users.getMe` operation through the graph), so server-rendered pages can apply the
 * access rules without opening a second database handle in Next's own module graph.
 */
export const ACCESS_USER_LOADER = 'lotwiseAccessUser';
export type RequestWithAccessUser = IncomingMessage & { [ACCESS_USER_LOADER]?: () => Promise<AccessUser | null> };
