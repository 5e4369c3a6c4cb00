import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3rver } from '../test/helpers/s3rver.ts';

// The cluster's S3 store (see harness.ts) under the traffic of uploads arriving while earlier ones are
// completed: PUTs and DELETEs of different keys in one prefix at once. Unpatched s3rver crashes here.

describe('the S3 double of the cluster', () => {
  const root = mkdtempSync(join(tmpdir(), 'lense-s3rver-'));
  const server = createS3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: root,
    configureBuckets: [{ name: 'lense' }],
  });
  let client: S3Client;
  const body = Buffer.alloc(64 * 1024, 7);
  const key = (n: number) => `uploads/spaces/s/${n}.jpg`;
  const put = (n: number) => client.send(new PutObjectCommand({ Bucket: 'lense', Key: key(n), Body: body }));
  const del = (n: number) => client.send(new DeleteObjectCommand({ Bucket: 'lense', Key: key(n) }));

  beforeAll(async () => {
    const { port } = await server.run();
    client = new S3Client({
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      // A failure must show, not be retried away.
      maxAttempts: 1,
    });
  });
  afterAll(async () => {
    client?.destroy();
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('writes into a prefix while the last object of that prefix is deleted, and deletes two at once', async () => {
    for (let n = 0; n < 300; n += 3) {
      await put(n);
      await Promise.all([del(n), put(n + 1)]);
      await put(n + 2);
      await Promise.all([del(n + 1), del(n + 2)]);
    }
    const listed = await client.send(new ListObjectsV2Command({ Bucket: 'lense', Prefix: 'uploads/' }));
    expect(listed.KeyCount).toBe(0);
    await put(1000);
    const read = await client.send(new GetObjectCommand({ Bucket: 'lense', Key: key(1000) }));
    expect((await read.Body!.transformToByteArray()).length).toBe(body.length);
  });
});
