// One delivery process of the webhooks bench (tests/bench/webhooks.ts): the server's own start-up
// (server/startup.ts: migrate under the start-up lock, the pg-boss job queue with the webhook
// deliveries and their sweep) on DATABASE_URL, without the web server, whose Next.js build the
// deliveries do not need. The retries' timings come from BENCH_WEBHOOK_RETRY_BASE_MS and
// BENCH_WEBHOOK_RETRY_MAX_MS through startUp's `deliverySettings`, the option the job queue reads.
// On SIGUSR2 it appends BENCH_WEBHOOK_APPEND events of BENCH_WEBHOOK_ORGANIZATION, each in its own
// transaction through the event recorder (as a change does), and prints "appended N events in M ms".
// SIGTERM stops the job queue (the delivery at work finishes) and exits.
import { randomUUID } from 'node:crypto';
import { loadEnv, publishLibraryEnv } from '../../server/env';
import { configureLogging } from '../../server/observability/logger';
import { recordEvent } from '../../server/services/events/record';
import { DELIVERY_SETTINGS } from '../../server/services/webhooks/dispatch';
import { startUp } from '../../server/startup';

const name = process.env.BENCH_WEBHOOK_WORKER ?? '?';
const env = loadEnv();
configureLogging({ production: env.production, level: env.logLevel });
publishLibraryEnv(env);

const { database, jobs } = await startUp(env, {
  deliverySettings: {
    ...DELIVERY_SETTINGS,
    retryBaseMs: Number(process.env.BENCH_WEBHOOK_RETRY_BASE_MS ?? DELIVERY_SETTINGS.retryBaseMs),
    retryMaxMs: Number(process.env.BENCH_WEBHOOK_RETRY_MAX_MS ?? DELIVERY_SETTINGS.retryMaxMs),
  },
});
let appending: Promise<void> | undefined;
process.on('SIGUSR2', () => {
  appending ??= (async () => {
    const organizationId = process.env.BENCH_WEBHOOK_ORGANIZATION!;
    const count = Number(process.env.BENCH_WEBHOOK_APPEND ?? 0);
    const started = performance.now();
    for (let index = 0; index < count; index += 1) {
      const vehicleId = randomUUID();
      await database.db.transaction((tx) =>
        recordEvent({
          tx,
          event: {
            organizationId,
            type: 'vehicle.priced',
            subject: 'vehicle',
            subjectId: vehicleId,
            data: { vehicleId, fromCents: 1_000_000 + index, toCents: 990_000 + index, reason: `bench ${name}` },
          },
        }),
      );
    }
    console.log(`appended ${count} events in ${Math.round(performance.now() - started)} ms`);
  })().catch((error: Error) => console.log(`append failed: ${error.message}`));
});

// Only now: the bench signals as soon as it reads the line.
console.log(`webhook worker ${name} ready`);

let stopping = false;
process.on('SIGTERM', () => {
  if (stopping) return;
  stopping = true;
  void (async () => {
    await jobs.stop().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(0);
  })();
});
