// Resident memory of a process, read from /proc (Linux), and a sampler for "under load".
import fs from 'node:fs';

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
