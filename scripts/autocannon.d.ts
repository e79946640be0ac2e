// The part of autocannon's API that bench-search.ts uses (the package ships no types).
declare module 'autocannon' {
  type Request = { method?: string; path: string; headers?: Record<string, string> };
  type Histogram = { average: number; p50: number; p99: number; p97_5: number; max: number };
  type Result = {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  function autocannon(options: {
    url: string;
    connections?: number;
    duration?: number;
    requests?: Request[];
  }): Promise<Result>;
  export default autocannon;
}
