// Minimal typings for the parts of autocannon the benchmark uses (the package ships none).
declare module 'autocannon' {
  interface Histogram {
    p50: number;
    p90: number;
    p99: number;
    average: number;
    max: number;
  }
  interface Result {
    latency: Histogram;
    requests: Histogram & { total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Each request's shape; setupRequest may rewrite it (the soak gives every request its own query). */
    requests?: Array<{ setupRequest?: (req: RequestShape) => RequestShape }>;
  }
  interface RequestShape {
    path?: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
