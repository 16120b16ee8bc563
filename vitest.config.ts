import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One copy of graphql for the whole test run: codegen's documents, Apollo and our schema
// must share it, or graphql-js reports "Duplicate graphql modules".
const graphqlEntry = fileURLToPath(new URL('./node_modules/graphql/index.js', import.meta.url));

export default defineConfig({
  resolve: { alias: { graphql: graphqlEntry } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/support/template.ts'],
          // One file per core, not vitest's cores − 1: the runner itself idles, and on a 2-core
          // machine its default of one file at a time doubled the suite's time.
          maxWorkers: Math.max(2, availableParallelism()),
          // Files share their worker's modules instead of importing the server afresh each: that
          // import was ~40 % of the suite's time. Each file still opens its own copy of the seeded
          // database and starts its own server; support modules reset what they keep per file.
          isolate: false,
          // Generous: `npm test` runs this suite beside the browser tests, on the same two cores.
          testTimeout: 90_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
