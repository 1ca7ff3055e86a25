// Readings of a process from /proc (Linux): resident memory, a sampler for "under load", and CPU time.
import fs from 'node:fs';

/**
 * CPU seconds (user + system) a process has used so far, or with `children` what its finished child processes used
 * (utime and stime, or cutime and cstime, of /proc/<pid>/stat, in 1/100 s); null where /proc is not available.
 * @param {number | 'self'} pid
 */
export function cpuSeconds(pid, { children = false } = {}) {
  try {
    // The fields after the command name, which may hold spaces: utime is the 12th of them.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const at = children ? 13 : 11;
    return (Number(fields[at]) + Number(fields[at + 1])) / 100;
  } catch {
    return null;
  }
}

/** The process's resident set size in MB, or null where /proc is not available. */
export function rssMb(pid) {
  try {
    const kb = Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]);
    return Math.round(kb / 102.4) / 10;
  } catch {
    return null;
  }
}

/** Samples RSS every second until stop() is called; stop() answers the peak and the median. */
export function sampleRss(pid) {
  const samples = [];
  const timer = setInterval(() => samples.push(rssMb(pid)), 1000);
  return {
    stop() {
      clearInterval(timer);
      const sorted = samples.filter((s) => s != null).sort((a, b) => a - b);
      return { peak: sorted.at(-1) ?? null, median: sorted[Math.floor(sorted.length / 2)] ?? null, samples: sorted.length };
    },
  };
}
