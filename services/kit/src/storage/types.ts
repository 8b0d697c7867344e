import type { Readable } from 'node:stream';

/** A stored object, streamed back. */
export interface StoredObject {
  body: Readable;
  /** The whole object's size (not the range's). */
  size: number;
}

/** Bytes `start` to `end` inclusive (to the last byte without `end`), as an HTTP Range asks. */
export interface ByteRange {
  start: number;
  end?: number;
}

/**
 * Where uploaded files live. Keys are chosen by the service (never by a client): lowercase letters,
 * digits, `/`, `_`, `.` and `-`, no empty or dot-only segment, so a key cannot leave its folder on
 * disk or its prefix in a bucket. Bodies are streamed both ways: a file is never held whole in memory.
 */
export interface MediaStorage {
  /** What it stores to, for logs (`disk /var/atlas/media`, `s3 bucket`). */
  readonly description: string;
  /** Streams `body` to `key` (replacing what was there); resolves with the bytes written. */
  put(key: string, body: Readable | Buffer, contentType: string): Promise<number>;
  /** The object (or only `range` of it), or null when there is none. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9_-][a-z0-9_.-]*(\/[a-z0-9_-][a-z0-9_.-]*)*$/;

/** True for a key the storages accept (see MediaStorage). */
export function isStorageKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key) && !key.split('/').some((segment) => /^\.+$/.test(segment));
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key "${key}"`);
}
