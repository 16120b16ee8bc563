// Compiles the server ahead of time (part of `npm run build`) so production runs plain node on
// JavaScript. One bundle because the server imports `src/` and `graphql/generated/` with
// extensionless TypeScript paths; packages stay external and load from node_modules.
// The bundle sits one level below the project root, as server/ does (server/project-dir.ts).
// The second entry writes the migrated PGlite template a first start unpacks (server/db/client.ts).
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';

await build({
  entryPoints: { server: 'server/index.ts', 'write-pglite-template': 'server/db/write-pglite-template.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

execFileSync(process.execPath, ['dist/write-pglite-template.js'], { stdio: 'inherit' });
