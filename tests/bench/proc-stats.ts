import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

// Linux /proc readings of another process: memory (VmRSS/VmHWM) and CPU time.

export type Memory = { rssKb: number; hwmKb: number };

export function readMemory(pid: number): Memory | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? NaN);
    return { rssKb: field('VmRSS'), hwmKb: field('VmHWM') };
  } catch {
    return undefined;
  }
}

/** Resets VmHWM to the current RSS (`echo 5 > clear_refs`, Linux ≥ 4.0); false if not permitted. */
export function resetPeakMemory(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Samples VmRSS while load runs, as a cross-check on VmHWM (which may not be resettable). */
export function sampleMemory(pid: number, intervalMs = 200) {
  let maxRssKb = 0;
  const take = () => {
    const memory = readMemory(pid);
    if (memory && memory.rssKb > maxRssKb) maxRssKb = memory.rssKb;
  };
  take();
  const timer = setInterval(take, intervalMs);
  return {
    stop(): number {
      clearInterval(timer);
      take();
      return maxRssKb;
    },
  };
}

let ticksPerSecond: number | undefined;
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    const answer = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim());
    ticksPerSecond = Number.isFinite(answer) && answer > 0 ? answer : 100;
  }
  return ticksPerSecond;
}

/** User + system CPU seconds used so far by `pid` (its own threads, not its children). */
export function readCpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicks();
  } catch {
    return undefined;
  }
}

/**
 * Busy CPU seconds of the whole machine so far (all cores). Interrupt and softirq time are left
 * out: that is mostly the kernel carrying our own loopback traffic (about a quarter of a core at
 * 50,000 req/s), which per-process times do not include either. Steal time stays in: it is
 * contention too.
 */
export function readMachineBusySeconds(): number | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const [, user, nice, system, , , , , steal] = line.trim().split(/\s+/).map(Number);
    return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (steal ?? 0)) / clockTicks();
  } catch {
    return undefined;
  }
}

/** The pid and its direct children (a PostgreSQL postmaster and its backends). */
export function processTree(rootPid: number): number[] {
  const pids = [rootPid];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === rootPid) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

function readCpuSecondsByPid(pids: number[]): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const pid of pids) {
    const value = readCpuSeconds(pid);
    if (value !== undefined) seconds.set(pid, value);
  }
  return seconds;
}

export type CpuShares = {
  /** 100 % = one core, here and below. */
  serverPercent: number | undefined;
  /** The database server's processes, when it runs on this machine and is not in-process. */
  databasePercent: number | undefined;
  selfPercent: number;
  /** Everything else on the machine: other engineers' test runs, builds, PostgreSQL backends. */
  otherPercent: number | undefined;
  /** Each group of `extraPids` given to `cpuMeter` (a second server, a proxy), by name. */
  extraPercent: Record<string, number | undefined>;
};

/** CPU seconds used by a group of processes since `start` (pids that appeared meanwhile count from 0). */
function groupMeter(pids: () => number[]) {
  const start = readCpuSecondsByPid(pids());
  return () => {
    let seconds = 0;
    for (const [pid, end] of readCpuSecondsByPid(pids())) seconds += end - (start.get(pid) ?? 0);
    return seconds;
  };
}

/**
 * Measures the CPU share of the server process, of the database's processes (`databasePids`,
 * re-listed at the end so backends started meanwhile count), of each group of `extraPids`, of
 * this process and of the rest.
 */
export function cpuMeter(pid: number, databasePids?: () => number[], extraPids: Record<string, () => number[]> = {}) {
  const started = performance.now();
  const serverStart = readCpuSeconds(pid);
  const database = databasePids ? groupMeter(databasePids) : undefined;
  const extras = Object.entries(extraPids).map(([name, pids]) => [name, groupMeter(pids)] as const);
  const machineStart = readMachineBusySeconds();
  const selfStart = process.cpuUsage();
  return {
    stop(): CpuShares {
      const seconds = (performance.now() - started) / 1000;
      const serverEnd = readCpuSeconds(pid);
      const machineEnd = readMachineBusySeconds();
      const databaseSeconds = database?.();
      const extraSeconds = extras.map(([name, meter]) => [name, meter()] as const);
      const self = process.cpuUsage(selfStart);
      const share = (cpuSeconds: number) => (cpuSeconds / seconds) * 100;
      const serverPercent =
        serverStart === undefined || serverEnd === undefined ? undefined : share(serverEnd - serverStart);
      const selfPercent = share((self.user + self.system) / 1e6);
      const machinePercent =
        machineStart === undefined || machineEnd === undefined ? undefined : share(machineEnd - machineStart);
      const databasePercent = databaseSeconds === undefined ? undefined : share(databaseSeconds);
      const extraPercent = Object.fromEntries(extraSeconds.map(([name, cpuSeconds]) => [name, share(cpuSeconds)]));
      const extraTotal = Object.values(extraPercent).reduce((sum, value) => sum + value, 0);
      return {
        serverPercent,
        databasePercent,
        selfPercent,
        otherPercent:
          machinePercent === undefined || serverPercent === undefined
            ? undefined
            : Math.max(0, machinePercent - serverPercent - (databasePercent ?? 0) - extraTotal - selfPercent),
        extraPercent,
      };
    },
  };
}

/**
 * Waits (up to `maxSeconds`) until the whole machine uses less than `thresholdPercent` of one
 * core over a second, our own idle servers included. Returns the seconds waited and whether
 * it became quiet; the measured run reports what other processes did anyway.
 */
export async function waitForQuietMachine(
  maxSeconds: number,
  thresholdPercent: number,
  onBusy: (percent: number) => void,
): Promise<{ waitedSeconds: number; quiet: boolean }> {
  const started = performance.now();
  let warned = false;
  for (;;) {
    const before = readMachineBusySeconds();
    const t0 = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const after = readMachineBusySeconds();
    if (before === undefined || after === undefined) return { waitedSeconds: 0, quiet: true };
    const percent = ((after - before) / ((performance.now() - t0) / 1000)) * 100;
    const waitedSeconds = (performance.now() - started) / 1000;
    if (percent < thresholdPercent) return { waitedSeconds, quiet: true };
    if (waitedSeconds >= maxSeconds) return { waitedSeconds, quiet: false };
    if (!warned) onBusy(percent);
    warned = true;
  }
}
