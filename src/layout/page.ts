import type { NextPage } from 'next';
import type { Settings } from '../shared/settings/types';

/** A page of Lotwise: whether it needs a session, and the appearance settings it imposes. */
export type LotwisePage<P = object> = NextPage<P> & {
  requiresSession?: boolean;
  /** Settings this page passes (SPEC.md section 4 step 6), e.g. a full-width map. */
  settings?: Partial<Settings>;
  /** Pages outside the application shell (sign-in). */
  withoutLayout?: boolean;
};
