import { createReadStream, createWriteStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type MediaStorage } from './types';

/** Files under one folder; a write goes to a temporary file renamed into place, so a reader never sees half a file. */
export function diskStorage(root: string): MediaStorage {
  const base = path.resolve(root);

  function fileOf(key: string): string {
    assertStorageKey(key);
    const file = path.resolve(base, key);
    // The key rule already forbids it; this holds even if the rule were loosened.
    if (!file.startsWith(base + path.sep)) throw new Error(`Storage key "${key}" leaves the storage folder`);
    return file;
  }

  return {
    description: `disk ${base}`,
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomUUID()}.partial`;
      let written = 0;
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      source.on('data', (chunk: Buffer) => {
        written += chunk.length;
      });
      try {
        await pipeline(source, createWriteStream(partial));
        await fs.rename(partial, file);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
      return written;
    },
    async get(key, range) {
      const file = fileOf(key);
      try {
        const stat = await fs.stat(file);
        if (!stat.isFile()) return null;
        return { body: createReadStream(file, range ? { start: range.start, end: range.end } : undefined), size: stat.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
