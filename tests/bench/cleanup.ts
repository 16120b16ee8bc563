/**
 * Everything the benchmark starts (child processes, a PostgreSQL cluster, temp dirs) registers
 * here, so it is torn down on success, on an error and on Ctrl-C/SIGTERM alike.
 */
export type Resource = {
  name: string;
  /** Orderly teardown. */
  stop(): Promise<void>;
  /** Last-resort teardown from the process 'exit' handler: synchronous, best effort. */
  stopSync(): void;
};

const resources: Resource[] = [];
let installed = false;

/** Registers a resource; the returned function unregisters it (after an orderly stop). */
export function track(resource: Resource): () => void {
  resources.push(resource);
  return () => {
    const index = resources.indexOf(resource);
    if (index >= 0) resources.splice(index, 1);
  };
}

/** Stops every still-registered resource, newest first. Never throws. */
export async function stopAll(): Promise<void> {
  while (resources.length > 0) {
    const resource = resources.pop()!;
    try {
      await resource.stop();
    } catch (error) {
      console.error(`[bench] stopping ${resource.name} failed: ${(error as Error).message}`);
      try {
        resource.stopSync();
      } catch {
        // nothing more to do
      }
    }
  }
}

function stopAllSync(): void {
  while (resources.length > 0) {
    const resource = resources.pop()!;
    try {
      resource.stopSync();
    } catch {
      // best effort on the way out
    }
  }
}

export function installSignalHandlers(): void {
  if (installed) return;
  installed = true;
  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) {
      console.error(`[bench] ${signal} again: killing what is left`);
      stopAllSync();
      process.exit(130);
    }
    interrupted = true;
    console.error(`[bench] ${signal}: stopping servers and databases…`);
    const force = setTimeout(() => {
      stopAllSync();
      process.exit(130);
    }, 20_000);
    force.unref();
    void stopAll().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('SIGHUP', onSignal);
  process.on('exit', stopAllSync);
}
