/** Samples this process's resident set size every `intervalMs` and keeps the peak since the last reset. */
export function startRssSampler(intervalMs = 5) {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, intervalMs);
  timer.unref();
  return {
    /** Highest RSS seen since the last reset, in bytes. */
    peak: () => Math.max(peak, process.memoryUsage.rss()),
    /** Starts a new measurement from the current RSS. */
    reset: () => {
      peak = process.memoryUsage.rss();
    },
    stop: () => clearInterval(timer),
  };
}

/** Bytes as mebibytes with one decimal. */
export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
