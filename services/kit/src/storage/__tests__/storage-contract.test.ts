import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, readdirSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { diskStorage, s3Storage, type MediaStorage } from '..';

// One contract, two storages: the local disk and an S3-compatible store (s3rver, started here, speaks
// the S3 protocol the AWS SDK uses against AWS S3, MinIO or R2).

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stream of `size` bytes made on the fly (never whole in memory). */
function generated(size: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return this.push(null);
      const chunk = Buffer.alloc(Math.min(64 * 1024, size - sent), sent % 251);
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

function contract(name: string, open: () => Promise<{ storage: MediaStorage; close: () => Promise<void> }>) {
  describe(`${name} storage`, () => {
    let storage: MediaStorage;
    let close: () => Promise<void>;
    beforeAll(async () => ({ storage, close } = await open()));
    afterAll(() => close());

    it('stores a buffer and gives it back with its size', async () => {
      expect(await storage.put('u1/a/hello.txt', Buffer.from('hello world'), 'text/plain')).toBe(11);
      const stored = await storage.get('u1/a/hello.txt');
      expect(stored?.size).toBe(11);
      expect((await readAll(stored!.body)).toString()).toBe('hello world');
    });

    it('streams a 12 MB body in and out, byte for byte', async () => {
      const size = 12 * 1024 * 1024 + 17;
      expect(await storage.put('u1/big.bin', generated(size), 'application/octet-stream')).toBe(size);
      const back = await readAll((await storage.get('u1/big.bin'))!.body);
      expect(back.length).toBe(size);
      expect(back.equals(await readAll(generated(size)))).toBe(true);
    });

    it('replaces an object written twice, and deletes (a missing object is no error)', async () => {
      await storage.put('u1/x.txt', Buffer.from('one'), 'text/plain');
      await storage.put('u1/x.txt', Buffer.from('two!'), 'text/plain');
      expect((await readAll((await storage.get('u1/x.txt'))!.body)).toString()).toBe('two!');
      await storage.delete('u1/x.txt');
      expect(await storage.get('u1/x.txt')).toBeNull();
      await expect(storage.delete('u1/x.txt')).resolves.toBeUndefined();
    });

    it('reads a byte range, reporting the whole size', async () => {
      await storage.put('u1/range.txt', Buffer.from('0123456789'), 'text/plain');
      const part = await storage.get('u1/range.txt', { start: 2, end: 5 });
      expect(part?.size).toBe(10);
      expect((await readAll(part!.body)).toString()).toBe('2345');
    });

    it('answers null for what does not exist', async () => {
      expect(await storage.get('u9/nothing-here.png')).toBeNull();
    });

    it('refuses keys that could leave their folder', async () => {
      for (const key of ['../escape.txt', 'u1/../../etc/passwd', '/abs.txt', 'u1//x', 'U1/Upper.txt', 'u1/..', 'a\\b', '']) {
        await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
        await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
      }
    });
  });
}

contract('disk', async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'atlas-storage-'));
  return {
    storage: diskStorage(root),
    close: async () => {
      // no half-written files left behind
      expect(readdirSync(path.join(root, 'u1')).filter((f) => f.endsWith('.partial'))).toEqual([]);
    },
  };
});

contract('s3', async () => {
  const S3rver = require('s3rver');
  const directory = mkdtempSync(path.join(os.tmpdir(), 'atlas-s3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: 'atlas-media' }] });
  const address: AddressInfo = await server.run();
  const storage = s3Storage({
    bucket: 'atlas-media',
    prefix: 'test/',
    endpoint: `http://127.0.0.1:${address.port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  return { storage, close: () => server.close() };
});
