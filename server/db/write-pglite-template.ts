// `npm run build` runs this (compiled to dist/): the migrated, empty PGlite data directory a first
// start unpacks (server/db/client.ts).
import { writePgliteTemplate } from './client';

console.log(`[build] PGlite template: ${await writePgliteTemplate()}`);
