// Compiles the server ahead of time (part of `npm run build`) so production runs plain node on
// JavaScript. One bundle because the server imports `src/` and `graphql/generated/` with
// extensionless TypeScript paths; packages stay external and load from node_modules.
// The bundle sits one level below the project root, as server/ does (server/project-dir.ts).
import { build } from 'esbuild';

await build({
  entryPoints: ['server/index.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
