/** Percentile of sorted samples (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? NaN;
}

/** p50/p95/p99 of latencies in milliseconds, and the request rate they imply when run one after another. */
export interface Summary {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  reqPerSec: number;
}

/** The {@link Summary} of latency samples in milliseconds. */
export function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const total = samples.reduce((a, b) => a + b, 0);
  return {
    n: samples.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    reqPerSec: total > 0 ? (samples.length * 1000) / total : 0,
  };
}

/** One line of figures, e.g. `utilizadores/current  n=500  p50=1.2 ms  p95=2.0 ms`. */
export function formatLine(label: string, s: Summary): string {
  return `${label.padEnd(44)} n=${String(s.n).padEnd(5)} p50=${s.p50.toFixed(1)} ms  p95=${s.p95.toFixed(1)} ms  p99=${s.p99.toFixed(1)} ms  ${s.reqPerSec.toFixed(0)} req/s`;
}
