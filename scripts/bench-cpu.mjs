// CPU time of one process from /proc (Linux), user + system, all threads: the benchmark divides the
// growth over a measurement by the requests served, so the figure is the server's own cost per
// request whatever else the (shared) machine is doing.
import { readFileSync, readdirSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** Milliseconds of CPU the process has used so far, or NaN where /proc is not available. */
export function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/** The pid of the first descendant of `pid` whose command line contains `needle`. */
export function descendantPid(pid, needle) {
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift();
    for (const child of childrenOf(parent)) {
      if (commandLine(child).includes(needle)) return child;
      queue.push(child);
    }
  }
  return undefined;
}

function childrenOf(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}
