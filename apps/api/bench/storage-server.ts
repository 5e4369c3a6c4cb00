// Child process of storage-put.ts: a bare Fastify server with the local storage routes, reporting its RSS.
import Fastify from 'fastify';
import { LocalDiskStorage, localStorageRoutes } from '../src/storage/index.ts';
import { startRssSampler } from './rss-sampler.ts';

const storage = new LocalDiskStorage({
  dataDir: process.env.BENCH_DATA_DIR!,
  secret: process.env.BENCH_SECRET!,
  publicBaseUrl: 'http://127.0.0.1',
});
const app = Fastify();
await app.register(localStorageRoutes(storage));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const rss = startRssSampler(2);

process.on('message', (message: string) => {
  if (message === 'reset') {
    rss.reset();
    process.send?.({ rss: process.memoryUsage.rss() });
  } else if (message === 'peak') {
    process.send?.({ rss: process.memoryUsage.rss(), peak: rss.peak() });
  } else if (message === 'exit') {
    app.close().then(() => process.exit(0));
  }
});
process.send?.({ address });
