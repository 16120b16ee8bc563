import type { AccessUser } from '../shared/access';

/** Counts shown beside navigation entries, by entry key (e.g. the user's needs-attention items). */
export type NavBadges = Partial<Record<string, number>>;

/**
 * The hook that reads the counts. Each count belongs to its feature, and the page passes the hook
 * in (`src/pages/_app.tsx`), so the shell imports no feature.
 */
export type UseNavBadges = (user: AccessUser | null) => NavBadges;

/** No counts: the shell on its own. */
export const useNoNavBadges: UseNavBadges = () => ({});
