import { createContext, type ReactNode } from 'react';

/**
 * Puts content in the shell as the app composes it (`AppLayout` with the features' navigation
 * badges, loaded after mount; `src/pages/_app.tsx`), for a page that picks its own frame (the
 * error pages). Null outside the app.
 */
export const ShellContext = createContext<((content: ReactNode) => ReactNode) | null>(null);
