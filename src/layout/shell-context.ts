import { createContext, type ComponentType, type ReactNode } from 'react';

/**
 * The shell as the app composes it (`AppLayout` with the features' navigation badges, loaded after
 * mount; `src/pages/_app.tsx`), for a page that picks its own frame (the error pages).
 */
export const ShellContext = createContext<ComponentType<{ children: ReactNode }> | null>(null);
