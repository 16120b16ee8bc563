// A first start on embedded PGlite with demo data runs this as a process of its own (server/db/startup.ts,
// `seedFreshPglite`): it migrates and seeds the new data directory, and its WebAssembly memory goes with it.
import { loadEnv } from '../env';
import { prepareDatabase } from './startup';

const database = await prepareDatabase(loadEnv());
await database.close();
