import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import sharp from 'sharp';
import { startCluster } from '../cluster/harness.ts';
import { TokenSigner } from '../src/auth/jwt.ts';
import { autocannon, BENCH_JWT_SECRET } from './harness.ts';

// The public feed through a round-robin TCP balancer to 3 replicas on one PostgreSQL (s3rver for the bytes), while
// 10 uploads a second arrive through the same proxy, against a bare node:http server answering the feed's
// very bytes from memory in the same run. Targets: at least half the bare server's rate, p99 ≤ 50 ms; the
// replicas' cache hit ratio is reported.

const REPLICAS = 3;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const UPLOADS_PER_SECOND = 10;
const CONNECTIONS = 50;
const FEED = '/api/photos?detailed=true&search_term=&page=1';

const cluster = await startCluster({ replicas: REPLICAS, env: { JWT_SECRET: BENCH_JWT_SECRET } });
let missed = true;
try {
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  const owner = (
    await db.query(
      "INSERT INTO users (email, first_name, last_name, accepted_terms_of_service) VALUES ('o@example.com', 'Ada', 'Owner', true) RETURNING id",
    )
  ).rows[0].id as string;
  const spaceId = (
    await db.query(
      "INSERT INTO spaces (user_id, title, start_date, end_date) VALUES ($1, 'Feed', '2026-01-01', '2026-01-02') RETURNING id",
      [owner],
    )
  ).rows[0].id as string;
  await db.query(
    `INSERT INTO photos (space_id, url, path, state, comment)
     SELECT $1, 'https://cdn.example/' || g || '.jpg', 'spaces/x/' || g || '.jpg', 'visible', 'Photo ' || g
     FROM generate_series(1, 200) g`,
    [spaceId],
  );
  await db.end();
  const { token } = await new TokenSigner(BENCH_JWT_SECRET, {
    ttlSeconds: 3600,
    maxAgeSeconds: 86_400,
  }).issue(owner, {
    epoch: 0,
  });

  // The bare server answers the feed's bytes as the API does.
  const feed = await (await fetch(`${cluster.proxyUrl}${FEED}`)).arrayBuffer();
  const bare = createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': feed.byteLength,
    });
    res.end(Buffer.from(feed));
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}${FEED}`;
  const bareRun = await autocannon(bareUrl, { connections: CONNECTIONS, seconds: SECONDS });
  await new Promise((resolve) => bare.close(resolve));

  const image = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#884422' } })
    .jpeg()
    .toBuffer();
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const stats = async () => {
    let hits = 0;
    let misses = 0;
    for (let index = 0; index < REPLICAS; index++) {
      const health = (await (await fetch(`${cluster.at(index)}/api/health`)).json()) as {
        public_cache: { hits: number; misses: number };
      };
      hits += health.public_cache.hits;
      misses += health.public_cache.misses;
    }
    return { hits, misses };
  };
  let uploaded = 0;
  let failedUploads = 0;
  const upload = async () => {
    try {
      const presign = await fetch(`${cluster.proxyUrl}/api/presigned_urls`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          method: 'put',
          space_id: spaceId,
          files: [{ name: 'p.jpg', type: 'image/jpeg', size: image.length }],
        }),
      });
      const [file] = ((await presign.json()) as { files: { url: string; photo_id: string }[] }).files;
      if (!file) throw new Error('no presigned file');
      const put = await fetch(file.url, {
        method: 'PUT',
        body: image,
        headers: { 'content-type': 'image/jpeg' },
      });
      if (!put.ok) throw new Error(`PUT ${put.status}`);
      const done = await fetch(`${cluster.proxyUrl}/api/photos/${file.photo_id}/complete`, {
        method: 'POST',
        headers: auth,
        body: '{}',
      });
      if (!done.ok) throw new Error(`complete ${done.status}`);
      uploaded += 1;
    } catch {
      failedUploads += 1;
    }
  };

  const before = await stats();
  const uploads: Promise<void>[] = [];
  const ticker = setInterval(() => uploads.push(upload()), 1000 / UPLOADS_PER_SECOND);
  const clusterRun = await autocannon(`${cluster.tcpProxyUrl}${FEED}`, {
    connections: CONNECTIONS,
    seconds: SECONDS,
  });
  clearInterval(ticker);
  // Read before the last uploads settle: the load of the loaded run, not of the wait after it.
  const [load] = loadavg();
  await Promise.all(uploads);
  const after = await stats();
  const hits = after.hits - before.hits;
  const misses = after.misses - before.misses;

  const ratio = clusterRun.rps / bareRun.rps;
  missed = ratio < 0.5 || clusterRun.p99 > 50 || clusterRun.failed > 0;
  console.log(`the feed, ${CONNECTIONS} connections, ${SECONDS} s a run`);
  console.log('| run | req/s | p99 | failed |');
  console.log('|---|---:|---:|---:|');
  console.log(
    `| bare node:http (the same bytes) | ${Math.round(bareRun.rps)} | ${bareRun.p99} ms | ${bareRun.failed} |`,
  );
  console.log(
    `| TCP balancer → ${REPLICAS} replicas, ${UPLOADS_PER_SECOND} uploads/s | ${Math.round(clusterRun.rps)} (${(ratio * 100).toFixed(0)} %) | ${clusterRun.p99} ms | ${clusterRun.failed} |`,
  );
  console.log(
    `uploads: ${uploaded} done (${(uploaded / SECONDS).toFixed(1)}/s), ${failedUploads} failed; feed cache on the replicas: ${((hits / Math.max(1, hits + misses)) * 100).toFixed(2)} % hits (${misses} misses of ${hits + misses})`,
  );
  console.log(`load average over the last minute: ${load!.toFixed(2)} on ${availableParallelism()} cores`);
  console.log(`targets: ≥ 50 % of the bare rate, p99 ≤ 50 ms: ${missed ? 'MISSED' : 'met'}`);
} finally {
  await cluster.stop();
}
process.exit(missed ? 1 : 0);
