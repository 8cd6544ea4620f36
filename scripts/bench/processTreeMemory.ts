// The peak memory of a build that runs in child processes (astro, and whatever it starts, such as
// an indexer): the resident memory of every descendant of a process, summed, sampled on a timer.
// A process's own maxRSS would count none of them.
import fs from 'node:fs';

/** Each live process's parent, from /proc/{pid}/stat (the field after the command's closing bracket). */
function parents(): Map<number, number> {
  const parentOf = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parentOf.set(Number(entry), Number(parent));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return parentOf;
}

function residentKiB(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** The summed resident memory of `rootPid`'s descendants (not itself), in KiB. */
export function descendantsResidentKiB(rootPid: number): number {
  const parentOf = parents();
  const descendants = new Set<number>([rootPid]);
  // Children have higher pids than their parents except after wrap-around; loop until nothing is added.
  for (let added = true; added;) {
    added = false;
    for (const [pid, parent] of parentOf)
      if (descendants.has(parent) && !descendants.has(pid)) {
        descendants.add(pid);
        added = true;
      }
  }
  descendants.delete(rootPid);
  return [...descendants].reduce((sum, pid) => sum + residentKiB(pid), 0);
}

/** Samples `rootPid`'s descendants every `intervalMs` until `stop`, which returns the peak in MiB. */
export function samplePeakMemory(rootPid: number, intervalMs = 50): { stop(): number } {
  let peakKiB = 0;
  const sample = () => (peakKiB = Math.max(peakKiB, descendantsResidentKiB(rootPid)));
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return peakKiB / 1024;
    },
  };
}
