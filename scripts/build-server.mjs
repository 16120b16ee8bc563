// Compiles the server ahead of time (part of `npm run build`) so production runs plain node on
// JavaScript. One bundle because the server imports `src/` and `graphql/generated/` with
// extensionless TypeScript paths; packages stay external and load from node_modules.
// The bundle sits one level below the project root, as server/ does (server/project-dir.ts).
// The second entry writes the migrated PGlite template a first start unpacks (server/db/client.ts);
// the third seeds a first start's PGlite in a process of its own (server/db/startup.ts).
import { execFileSync } from 'node:child_process';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const result = await build({
  entryPoints: {
    server: 'server/index.ts',
    'write-pglite-template': 'server/db/write-pglite-template.ts',
    'seed-pglite': 'server/db/seed-pglite.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  write: false,
});

// Each file written beside and renamed, so a server starting meanwhile (a test suite beside this
// build) loads the old bundle or the new one, never half of one.
for (const file of result.outputFiles) {
  mkdirSync(path.dirname(file.path), { recursive: true });
  const partial = `${file.path}.${process.pid}.partial`;
  writeFileSync(partial, file.contents);
  renameSync(partial, file.path);
}

execFileSync(process.execPath, ['dist/write-pglite-template.js'], { stdio: 'inherit' });
