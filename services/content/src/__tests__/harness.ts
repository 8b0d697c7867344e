import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { testService, authHeader, type TestService } from '@atlas/service-kit/testing';
import type { CreateServiceOptions } from '@atlas/service-kit';
import { definition } from '../service';

export const alice = { id: 1, username: 'alice' };
export const bob = { id: 2, username: 'bob' };
export const staff = { id: 99, username: 'staff', is_staff: true };
type Who = { id: number; username?: string; is_staff?: boolean } | null;

export interface Harness {
  service: TestService;
  dataDir: string;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options?: { as?: Who; body?: unknown; headers?: Record<string, string>; payload?: Buffer | string },
  ): Promise<{ status: number; body: any; headers: Record<string, unknown>; raw: Buffer }>;
  /** Delivers a sites.site.* event as the sites service would publish it. */
  site(
    verb: 'created' | 'updated' | 'deleted',
    site: { id: number; owner: number; slug: string; name?: string; demo?: boolean },
  ): Promise<void>;
  createItem(as: Who, body: Record<string, unknown>): Promise<any>;
  outbox(type?: string): Promise<{ type: string; key: string; payload: any }[]>;
  upload(
    as: Who,
    url: string,
    file: { name: string; bytes: Buffer; type?: string },
    fields?: Record<string, string>,
  ): ReturnType<Harness['call']>;
}

/** A multipart body with `fields` and one `file`. */
export function multipartBody(file: { name: string; bytes: Buffer; type?: string }, fields: Record<string, string> = {}) {
  const boundary = `----atlas${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The content service on a fresh database and a fresh media folder; its scheduler off unless asked. */
export async function startContent(
  options: { env?: NodeJS.ProcessEnv } & Omit<CreateServiceOptions, 'database' | 'env'> = {},
): Promise<Harness> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atlas-content-'));
  process.env.CONTENT_SCHEDULE_INTERVAL_MS ??= '0';
  const service = await testService(definition, {
    runEvents: false,
    ...options,
    env: { ...process.env, ATLAS_DATA_DIR: dataDir, ...options.env },
  });
  const call: Harness['call'] = async (method, url, { as = alice, body, headers = {}, payload } = {}) => {
    const response = await service.app.inject({
      method,
      url,
      headers: { ...(as ? authHeader(as) : {}), ...headers },
      ...(payload !== undefined ? { payload } : body !== undefined ? { payload: body as object } : {}),
    });
    const raw = response.rawPayload;
    const isJson = String(response.headers['content-type'] ?? '').includes('json');
    return {
      status: response.statusCode,
      body: isJson && raw.length ? JSON.parse(raw.toString()) : undefined,
      headers: response.headers,
      raw,
    };
  };
  return {
    service,
    dataDir,
    call,
    async site(verb, site) {
      await service.app.events.deliver({
        id: randomUUID(),
        type: `sites.site.${verb}`,
        version: 1,
        occurredAt: new Date().toISOString(),
        key: String(site.id),
        payload: {
          site_id: site.id,
          owner_id: site.owner,
          slug: site.slug,
          name: site.name ?? `Site ${site.slug}`,
          is_published: true,
          is_demo: site.demo ?? false,
        },
      });
    },
    async createItem(as, body) {
      const res = await call('POST', '/api/content/', { as, body });
      if (res.status !== 201) throw new Error(`createItem: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
    async outbox(type) {
      const rows: { envelope: any }[] = await service.app.db('content.outbox').orderBy('seq', 'asc').select('envelope');
      const events = rows.map((r) => (typeof r.envelope === 'string' ? JSON.parse(r.envelope) : r.envelope));
      return type ? events.filter((e) => e.type === type) : events;
    },
    upload(as, url, file, fields) {
      const { payload, contentType } = multipartBody(file, fields);
      return call('POST', url, { as, payload, headers: { 'content-type': contentType } });
    },
  };
}
