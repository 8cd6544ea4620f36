// How long the catalogue's list answers take at a catalogue's size, for `npm run bench`: the first
// request (the function reads the database; nothing cached yet) and the median of the next ones
// (the public list then comes from the local server's CDN cache, the admin list never does).

export type ListTime = { firstMs: number; medianMs: number; bytes: number };

const repeats = 5;

async function timedGet(url: URL, headers: Record<string, string>): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity', ...headers } });
  const body = await response.arrayBuffer();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`GET ${url.pathname} answered ${response.status}.`);
  return { ms, bytes: body.byteLength };
}

export async function timeList(origin: string, pathname: string, headers: Record<string, string> = {}) {
  const url = new URL(pathname, origin);
  const first = await timedGet(url, headers);
  const next: number[] = [];
  for (let run = 0; run < repeats; run += 1) next.push((await timedGet(url, headers)).ms);
  next.sort((a, b) => a - b);
  return { firstMs: first.ms, medianMs: next[Math.floor(repeats / 2)]!, bytes: first.bytes } satisfies ListTime;
}
