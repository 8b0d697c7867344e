// A body over a route's limit is answered 413 with its detail through the gateway, whoever refuses
// it: the gateway itself (a declared or streamed body over the service's limit) or the service (a
// route of an upload prefix, which the gateway lets through up to the upload limit). Never a reset
// connection, never a 503.
import { registerErrorHandling } from '@atlas/service-kit';
import Fastify, { type FastifyInstance } from 'fastify';
import net from 'node:net';
import { buildGateway } from '../src';
import { accessToken, fakeRepo, SECRET } from './stubs';

const MiB = 1024 * 1024;
let service: FastifyInstance;
let gateway: FastifyInstance;
let gatewayUrl: string;
let repo: Awaited<ReturnType<typeof fakeRepo>>;
const headers = { authorization: `Bearer ${accessToken()}`, 'content-type': 'application/json' };

beforeAll(async () => {
  // a service with the kit's refusals and a JSON body limit of 1 MiB (the kit's default)
  service = Fastify({ bodyLimit: MiB });
  registerErrorHandling(service);
  service.post('/*', async () => ({ saved: true }));
  const url = await service.listen({ host: '127.0.0.1', port: 0 });
  repo = await fakeRepo();
  gateway = await buildGateway({
    upstreams: { content: url, sites: url },
    jwtSecret: SECRET,
    repoRoot: repo.root,
    logger: false,
    publicSites: false,
  });
  gatewayUrl = await gateway.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await gateway.close();
  await service.close();
  await repo.remove();
});

/** The answer to an oversized JSON body, sent with its length declared or streamed in chunks. */
async function send(path: string, bytes: number, streamed: boolean): Promise<[number, unknown]> {
  const body = JSON.stringify({ name: 'x'.repeat(bytes) });
  // fetch throws ('fetch failed', ECONNRESET) when the connection is reset before it read the answer
  const response = await fetch(`${gatewayUrl}${path}`, {
    method: 'POST',
    headers,
    body: streamed ? new Blob([body]).stream() : body,
    duplex: 'half',
  } as RequestInit);
  return [response.status, await response.json()];
}

test.each([false, true])(
  'a JSON body over 1 MiB to a media route, refused by the service, is 413 with its detail (streamed: %s)',
  async (streamed) => {
    for (const path of ['/api/media/folders/', '/api/media/files/']) {
      expect(await send(path, 2 * MiB, streamed)).toEqual([413, { detail: 'Request body is too large' }]);
    }
  },
);

test.each([false, true])('a 3 MB save refused by the gateway is 413 with its detail, read whole (streamed: %s)', async (streamed) => {
  for (let attempt = 0; attempt < 3; attempt++) {
    expect(await send('/api/builder/pages/1/save_blocks/', 3 * MiB, streamed)).toEqual([413, { detail: 'Request body is too large' }]);
  }
});

/**
 * What a client that sends its whole request before it reads (most HTTP libraries, and a browser on
 * a slow uplink) gets back: the status line it read, or the socket's error when the answer was lost.
 */
function sendWholeThenRead(path: string, bytes: number): Promise<string> {
  const { port } = new URL(gatewayUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (data) => {
      answer += data;
      if (answer.includes('\r\n')) {
        resolve(answer.split('\r\n')[0]);
        socket.destroy();
      }
    });
    socket.on('error', (error: Error & { code?: string }) => resolve(answer.split('\r\n')[0] || (error.code ?? error.message)));
    socket.on('end', () => resolve(answer.split('\r\n')[0]));
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${headers.authorization}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${bytes}\r\n\r\n`,
    );
    const chunk = Buffer.alloc(64 * 1024, 'x');
    let sent = 0;
    const more = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!socket.write(sent > bytes ? chunk.subarray(0, bytes - (sent - chunk.length)) : chunk)) return void socket.once('drain', more);
      }
    };
    setTimeout(more, 20);
  });
}

test('a client that sends a 3 MB save whole before reading reads the 413, not a reset connection', async () => {
  expect(await sendWholeThenRead('/api/builder/pages/1/save_blocks/', 3 * MiB)).toBe('HTTP/1.1 413 Payload Too Large');
  expect(await sendWholeThenRead('/api/media/folders/', 2 * MiB)).toBe('HTTP/1.1 413 Payload Too Large');
});

test('a body within the limits still goes through', async () => {
  expect(await send('/api/media/folders/', 1000, false)).toEqual([200, { saved: true }]);
});
