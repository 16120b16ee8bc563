import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { track } from './cleanup';

/** A long-running child in its own process group, its output kept in a log file and a short tail. */
export type Service = {
  name: string;
  child: ChildProcess;
  pid: number;
  /** Resolves with the exit code (or signal name) when the child exits. */
  exited: Promise<number | string>;
  /** The last lines the child printed, for error messages. */
  tail(): string;
  /** Waits until a line matching `pattern` is printed; rejects if the child exits first. */
  waitForLine(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray>;
  /** SIGTERM to the whole process group, SIGKILL after `graceMs`. Idempotent. */
  stop(graceMs?: number): Promise<void>;
};

const TAIL_LINES = 40;

export function startService(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions & { logFile: string },
): Service {
  const { logFile, ...spawnOptions } = options;
  // detached: a process group of its own, so Ctrl-C reaches only the benchmark, which then
  // stops children in order, and so a kill reaches grandchildren too.
  const child = spawn(command, args, { ...spawnOptions, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  if (child.pid === undefined) throw new Error(`${name}: could not spawn ${command}`);
  const pid = child.pid;
  const log = createWriteStream(logFile);
  const lines: string[] = [];
  const watchers = new Set<(line: string) => void>();
  let partial = '';
  const onData = (chunk: Buffer) => {
    log.write(chunk);
    const text = partial + chunk.toString('utf8');
    const parts = text.split('\n');
    partial = parts.pop() ?? '';
    for (const line of parts) {
      lines.push(line);
      if (lines.length > TAIL_LINES) lines.shift();
      for (const watcher of watchers) watcher(line);
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);

  let exitValue: number | string | undefined;
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      exitValue = code ?? signal ?? 'unknown';
      log.end();
      resolve(exitValue);
    });
  });

  let stopping: Promise<void> | undefined;
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
  };
  const stop = (graceMs = 10_000) => {
    stopping ??= (async () => {
      if (exitValue === undefined) {
        killGroup('SIGTERM');
        const timedOut = await Promise.race([exited.then(() => false), delay(graceMs).then(() => true)]);
        if (timedOut) {
          console.error(`[bench] ${name} did not stop within ${graceMs} ms: SIGKILL`);
          killGroup('SIGKILL');
          await exited;
        }
      }
      // The leader may exit before the rest of its group: make sure nothing lingers.
      killGroup('SIGKILL');
      untrack();
    })();
    return stopping;
  };
  const untrack = track({ name, stop: () => stop(), stopSync: () => killGroup('SIGKILL') });

  return {
    name,
    child,
    pid,
    exited,
    tail: () => [...lines, partial].filter(Boolean).join('\n'),
    waitForLine(pattern, timeoutMs) {
      return new Promise((resolve, reject) => {
        const done = () => {
          watchers.delete(watcher);
          clearTimeout(timer);
        };
        const watcher = (line: string) => {
          const match = line.match(pattern);
          if (match) {
            done();
            resolve(match);
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`${name}: no line matching ${pattern} within ${timeoutMs} ms`));
        }, timeoutMs);
        watchers.add(watcher);
        void exited.then((value) => {
          done();
          reject(new Error(`${name} exited (${value}) before printing ${pattern}:\n${lines.join('\n')}`));
        });
      });
    },
    stop,
  };
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Polls `url` until it answers 200; fails early if `service` exits. */
export async function waitForHttpOk(url: string, service: Service, timeoutMs: number, pollMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited: number | string | undefined;
  void service.exited.then((value) => (exited = value));
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (exited !== undefined)
      throw new Error(`${service.name} exited (${exited}) before ${url} answered:\n${service.tail()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await delay(pollMs);
  }
  throw new Error(`${url} not ready within ${timeoutMs} ms (${last}):\n${service.tail()}`);
}
