import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { track } from './cleanup';
import { processTree } from './proc-stats';
import { freePort } from './processes';

export type Postgres = {
  /** The database the app under test gets as DATABASE_URL. */
  url: string;
  /** How it was provided, for the report. */
  description: string;
  /** The postmaster and its backends when the cluster runs here, for CPU accounting. */
  pids?: () => number[];
  stop(): Promise<void>;
};

export type PostgresChoice = { postgres: Postgres } | { skipped: string };

/**
 * BENCH_DATABASE_URL if set (a fresh database is created on that server when permitted),
 * otherwise a throwaway cluster from initdb/pg_ctl, otherwise skipped.
 */
export async function providePostgres(logDir: string): Promise<PostgresChoice> {
  const external = process.env.BENCH_DATABASE_URL;
  if (external) return { postgres: await useExternal(external) };
  const bin = findPostgresBin();
  if (!bin) return { skipped: 'no BENCH_DATABASE_URL and no initdb/pg_ctl found' };
  return { postgres: await startThrowawayCluster(bin, logDir) };
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function useExternal(serverUrl: string): Promise<Postgres> {
  const name = `lotwise_bench_${randomBytes(5).toString('hex')}`;
  try {
    await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  } catch (error) {
    console.error(
      `[bench] cannot create a database on BENCH_DATABASE_URL (${(error as Error).message}); using it as it is`,
    );
    return { url: serverUrl, description: `BENCH_DATABASE_URL ${redact(serverUrl)}`, stop: async () => undefined };
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = () => withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  const untrack = track({ name: `database ${name}`, stop: async () => void (await drop()), stopSync: () => undefined });
  return {
    url: url.toString(),
    description: `fresh database ${name} on BENCH_DATABASE_URL ${redact(serverUrl)}`,
    async stop() {
      await drop();
      untrack();
    },
  };
}

type PostgresBin = { initdb: string; pgCtl: string; version: string };

function which(command: string): string | undefined {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout?.trim();
  return found ? found : undefined;
}

export function findPostgresBin(): PostgresBin | undefined {
  const onPath = { initdb: which('initdb'), pgCtl: which('pg_ctl') };
  let initdb = onPath.initdb;
  let pgCtl = onPath.pgCtl;
  if (!initdb || !pgCtl) {
    const root = '/usr/lib/postgresql';
    const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
    const dir = versions
      .map((version) => path.join(root, version, 'bin'))
      .find((bin) => existsSync(path.join(bin, 'initdb')));
    if (!dir) return undefined;
    initdb = path.join(dir, 'initdb');
    pgCtl = path.join(dir, 'pg_ctl');
  }
  const version = spawnSync(initdb, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? 'initdb';
  return { initdb, pgCtl, version };
}

function idOf(user: string): { uid: number; gid: number } | undefined {
  const uid = Number(spawnSync('id', ['-u', user], { encoding: 'utf8' }).stdout?.trim());
  const gid = Number(spawnSync('id', ['-g', user], { encoding: 'utf8' }).stdout?.trim());
  return Number.isInteger(uid) && Number.isInteger(gid) && uid > 0 ? { uid, gid } : undefined;
}

/** Runs a PostgreSQL tool, as the `postgres` user when we are root (initdb refuses root). */
function runTool(argv: string[], cwd: string, asPostgres: boolean): Promise<string> {
  const [command, ...args] = asPostgres ? ['runuser', '-u', 'postgres', '--', ...argv] : argv;
  return new Promise((resolve, reject) => {
    // Own process group: Ctrl-C must not reach pg_ctl or the postmaster before we stop them in order.
    const child = spawn(command!, args, { cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${path.basename(argv[0]!)} exited ${code}:\n${output.trim()}`)),
    );
  });
}

async function startThrowawayCluster(bin: PostgresBin, logDir: string): Promise<Postgres> {
  const root = process.getuid?.() === 0;
  const owner = root ? idOf('postgres') : undefined;
  if (root && !owner) throw new Error('running as root but there is no `postgres` user to run initdb as');

  const dir = mkdtempSync(path.join(tmpdir(), 'lotwise-bench-pg-'));
  const dataDir = path.join(dir, 'data');
  const socketDir = path.join(dir, 'socket');
  mkdirSync(socketDir);
  if (owner) {
    chownSync(dir, owner.uid, owner.gid);
    chownSync(socketDir, owner.uid, owner.gid);
  }
  const logFile = path.join(dir, 'postgres.log');
  const pgCtl = (...args: string[]) => runTool([bin.pgCtl, '-D', dataDir, ...args], dir, root);

  let started = false;
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  const stopSync = () => {
    if (started) {
      const argv = [bin.pgCtl, '-D', dataDir, '-m', 'immediate', '-w', 'stop'];
      spawnSync(root ? 'runuser' : argv[0]!, root ? ['-u', 'postgres', '--', ...argv] : argv.slice(1), {
        cwd: dir,
        stdio: 'ignore',
        timeout: 15_000,
      });
    }
    removeDir();
  };
  const stop = async () => {
    if (started) {
      try {
        await pgCtl('-m', 'fast', '-w', '-t', '30', 'stop');
      } finally {
        started = false;
        // Keep the server log next to the benchmark's other logs before the temp dir goes.
        spawnSync('cp', [logFile, path.join(logDir, 'postgres.log')], { stdio: 'ignore' });
      }
    }
    removeDir();
  };
  const untrack = track({ name: `PostgreSQL cluster in ${dir}`, stop, stopSync });

  try {
    await runTool(
      [bin.initdb, '-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'],
      dir,
      root,
    );
    const port = await freePort();
    started = true;
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
    const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    await withClient(adminUrl, (client) => client.query('create database lotwise_bench'));
    return {
      url: `postgres://postgres@127.0.0.1:${port}/lotwise_bench`,
      description: `throwaway cluster (${bin.version}) on 127.0.0.1:${port}`,
      pids: () => {
        try {
          return processTree(Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]));
        } catch {
          return [];
        }
      },
      async stop() {
        await stop();
        untrack();
      },
    };
  } catch (error) {
    await stop().catch(() => stopSync());
    untrack();
    throw error;
  }
}

/**
 * When `moduleUrl` is the command run (`npx tsx tests/bench/<phase>.ts`), runs that phase alone on
 * a PostgreSQL of its own and prints its result; imported by `run.ts`, it does nothing.
 */
export async function runAloneOnPostgres(
  moduleUrl: string,
  phase: string,
  bench: (postgres: Postgres, log: (message: string) => void) => Promise<unknown>,
) {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  const choice = await providePostgres('tests/bench/results');
  if ('skipped' in choice) throw new Error(`PostgreSQL: ${choice.skipped}`);
  try {
    console.log(
      JSON.stringify(await bench(choice.postgres, (message) => console.error(`[bench] ${phase}: ${message}`)), null, 2),
    );
  } finally {
    await choice.postgres.stop();
  }
}
