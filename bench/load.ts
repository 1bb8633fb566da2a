import autocannon from 'autocannon';

export interface LoadFigures {
  path: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

/** One autocannon run on loopback; compressed like a browser would ask. */
export async function measure(origin: string, path: string, { connections = 50, seconds = 10 } = {}): Promise<LoadFigures> {
  const result = await autocannon({
    url: origin + path,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip, br', accept: 'text/html,application/json' },
  });
  return { path, requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, non2xx: result.non2xx };
}
