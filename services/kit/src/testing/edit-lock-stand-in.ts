import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface EditLockHolder {
  id: number;
  username: string;
  session: string;
}

/**
 * A stand-in for the sites service's edit locks (`GET /api/builder/{posts|menus}/{id}/lock/`), answering
 * as it does: the holder's name to everyone, the holding tab's id only to the holder (read from the
 * caller's bearer token). `ATLAS_SITE_LOOKUP_URL` points at it while it runs; anything else is 404.
 */
export async function editLockStandIn() {
  const holders = new Map<string, EditLockHolder>();
  const asked: string[] = [];
  const callerOf = (authorization: string | undefined) => {
    const payload = authorization?.split(' ')[1]?.split('.')[1];
    if (!payload) return undefined;
    return Number((JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub?: string }).sub);
  };
  const server = http.createServer((request, response) => {
    const match = /^\/api\/builder\/(post|menu)s\/(\d+)\/lock\/$/.exec(request.url ?? '');
    if (!match) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"detail":"Not found"}');
      return;
    }
    asked.push(request.url!);
    const holder = holders.get(`${match[1]}:${match[2]}`);
    const lock = holder && {
      user: { id: holder.id, username: holder.username },
      ...(holder.id === callerOf(request.headers.authorization) ? { session: holder.session } : {}),
      acquired_at: new Date().toISOString(),
      expires_at: new Date(Date.now() + 60_000).toISOString(),
    };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ lock: lock ?? null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const previous = process.env.ATLAS_SITE_LOOKUP_URL;
  process.env.ATLAS_SITE_LOOKUP_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    /** Who holds the thing's lock now (undefined: nobody). */
    hold(kind: 'post' | 'menu', id: number, holder: EditLockHolder | undefined) {
      if (holder) holders.set(`${kind}:${id}`, holder);
      else holders.delete(`${kind}:${id}`);
    },
    asked,
    async close() {
      process.env.ATLAS_SITE_LOOKUP_URL = previous;
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
