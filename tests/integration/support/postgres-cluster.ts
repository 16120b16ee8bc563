import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './process';

/**
 * A throwaway PostgreSQL cluster of the test's own (initdb + pg_ctl on a loopback port, trust
 * auth), which the test may stop and start again. As root the tools run as the `postgres` user
 * (initdb refuses root). `findPostgresTools` is undefined when PostgreSQL is not installed.
 */
export type PostgresTools = { initdb: string; pgCtl: string; version: string };

function onPath(command: string): string | undefined {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout?.trim();
  return found || undefined;
}

export function findPostgresTools(): PostgresTools | undefined {
  let initdb = onPath('initdb');
  let pgCtl = onPath('pg_ctl');
  if (!initdb || !pgCtl) {
    const root = '/usr/lib/postgresql';
    const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
    const bin = versions
      .map((version) => path.join(root, version, 'bin'))
      .find((dir) => existsSync(path.join(dir, 'initdb')));
    if (!bin) return undefined;
    initdb = path.join(bin, 'initdb');
    pgCtl = path.join(bin, 'pg_ctl');
  }
  const version = spawnSync(initdb, ['--version'], { encoding: 'utf8' }).stdout?.trim() || 'PostgreSQL';
  return { initdb, pgCtl, version };
}

export type PostgresCluster = {
  port: number;
  /** A connection URL for `database` on this cluster. */
  url(database?: string): string;
  createDatabase(name: string): Promise<void>;
  /** `pg_ctl stop -m fast`: active sessions are disconnected, the port closes. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster if it runs and removes its files. */
  destroy(): Promise<void>;
  /** The server's log so far (for failure messages). */
  log(): string;
};

const asRoot = () => process.getuid?.() === 0;

function run(argv: string[], cwd: string): Promise<string> {
  const [command, ...args] = asRoot() ? ['runuser', '-u', 'postgres', '--', ...argv] : argv;
  return new Promise((resolve, reject) => {
    const child = spawn(command!, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${path.basename(argv[0]!)} exited ${code}: ${output.trim()}`)),
    );
  });
}

function ownedByPostgres(dir: string) {
  if (!asRoot()) return;
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout?.trim());
  const [uid, gid] = [id('-u'), id('-g')];
  if (!Number.isInteger(uid) || uid <= 0)
    throw new Error('running as root, but there is no `postgres` user to run PostgreSQL as');
  chownSync(dir, uid, gid);
}

export async function createPostgresCluster(tools: PostgresTools): Promise<PostgresCluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lotwise-pg-'));
  const dataDir = path.join(dir, 'data');
  const socketDir = path.join(dir, 'socket');
  const logFile = path.join(dir, 'postgres.log');
  mkdirSync(socketDir);
  ownedByPostgres(dir);
  ownedByPostgres(socketDir);
  const port = await freePort();
  let running = false;
  const pgCtl = (...args: string[]) => run([tools.pgCtl, '-D', dataDir, ...args], dir);

  const cluster: PostgresCluster = {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: cluster.url(), connectionTimeoutMillis: 5_000 });
      await client.connect();
      try {
        await client.query(`create database ${pg.escapeIdentifier(name)}`);
      } finally {
        await client.end();
      }
    },
    async start() {
      await pgCtl(
        '-l',
        logFile,
        '-w',
        '-t',
        '60',
        '-o',
        `-c listen_addresses=127.0.0.1 -p ${port} -k ${socketDir}`,
        'start',
      );
      running = true;
    },
    async stop() {
      await pgCtl('-m', 'fast', '-w', '-t', '30', 'stop');
      running = false;
    },
    async destroy() {
      if (running) await cluster.stop().catch(() => pgCtl('-m', 'immediate', '-w', 'stop').catch(() => undefined));
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
    log() {
      const result = spawnSync('cat', [logFile], { encoding: 'utf8' });
      return result.stdout ?? '';
    },
  };

  try {
    await run(
      [tools.initdb, '-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'],
      dir,
    );
    await cluster.start();
    return cluster;
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
}
