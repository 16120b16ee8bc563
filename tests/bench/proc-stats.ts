import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

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

/** Measures the CPU share (100 % = one core) of another process and of this one over a span. */
export function cpuMeter(pid: number) {
  const started = performance.now();
  const serverStart = readCpuSeconds(pid);
  const selfStart = process.cpuUsage();
  return {
    stop(): { serverPercent: number | undefined; selfPercent: number } {
      const seconds = (performance.now() - started) / 1000;
      const serverEnd = readCpuSeconds(pid);
      const self = process.cpuUsage(selfStart);
      return {
        serverPercent:
          serverStart === undefined || serverEnd === undefined ? undefined : ((serverEnd - serverStart) / seconds) * 100,
        selfPercent: ((self.user + self.system) / 1e6 / seconds) * 100,
      };
    },
  };
}
