import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project root, where `.next`, `public`, `graphql/schema` and the migrations are. This
 * module runs from `server/` (tsx, tests) or bundled into `dist/server.js` (`npm start`): both
 * sit one level below the root.
 */
export const projectDir = fileURLToPath(new URL('..', import.meta.url));

export const projectPath = (...parts: string[]): string => path.join(projectDir, ...parts);
