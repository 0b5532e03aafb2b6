// The part of autocannon's programmatic API that bench/load.ts uses (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    /** An hdr-histogram summary (latency in ms, requests and bytes per second). */
    interface Histogram {
      average: number;
      stddev: number;
      min: number;
      max: number;
      p50: number;
      p90: number;
      p99: number;
    }

    /** The raw request a `setupRequest` may change. */
    interface RawRequest {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }

    interface RequestSpec {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
    }

    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      timeout?: number;
      headers?: Record<string, string>;
      requests?: RequestSpec[];
    }

    interface Result {
      requests: Histogram;
      latency: Histogram;
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      mismatches: number;
      statusCodeStats: Record<string, { count: number }>;
    }

    /** A running benchmark: a promise of the result that also reports each answer (`response`). */
    interface Instance extends Promise<Result> {
      on(
        event: 'response',
        listener: (client: unknown, status: number, bytes: number, milliseconds: number) => void,
      ): void;
      stop(): void;
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;
  export default autocannon;
}
