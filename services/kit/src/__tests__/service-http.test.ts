import net from 'node:net';
import { testService, tokenFor, type TestService } from '../testing';
import { signAccessToken } from '../auth';
import { notesService } from './fixtures';

let t: TestService;
beforeAll(async () => {
  t = await testService(notesService);
});
afterAll(async () => {
  await t.close();
});

const alice = { id: 1, username: 'alice', is_staff: false };
const bob = { id: 2, username: 'bob', is_staff: false };
const staff = { id: 3, username: 'admin', is_staff: true };
const bearer = (user: { id: number; username: string; is_staff: boolean }) => ({ authorization: `Bearer ${tokenFor(user)}` });

describe('request validation and error shapes', () => {
  it('answers 400 with a readable detail when a required field is missing', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/notes/', headers: bearer(alice), payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('body/title is required');
    expect(res.json().errors).toHaveLength(1);
  });

  it('answers 400 when a field breaks its schema', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/notes/', headers: bearer(alice), payload: { title: 'x'.repeat(51) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/^body\/title must NOT have more than 50 characters/);
  });

  it('answers 400 for a path parameter of the wrong type', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notes/abc/', headers: bearer(alice) });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/^params\/id must be integer/);
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notes/',
      headers: { ...bearer(alice), 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Malformed JSON in request body' });
  });

  it('answers 400 with a detail for JSON nested deeper than every service takes, and takes it at the limit', async () => {
    const nested = (levels: number) => `${'{"a":'.repeat(levels - 1)}{"title":"deep"}${'}'.repeat(levels - 1)}`;
    const post = (payload: string) =>
      t.app.inject({ method: 'POST', url: '/api/labels/', headers: { ...bearer(alice), 'content-type': 'application/json' }, payload });
    // 4,100 levels in an 8 KB body: refused before any validator or walker recurses through it.
    const deep = await post(`${'['.repeat(4100)}${']'.repeat(4100)}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({ detail: 'The JSON body is nested more than 100 levels deep' });
    expect((await post(nested(101))).statusCode).toBe(400);
    expect((await post(nested(100))).json().detail).not.toBe('The JSON body is nested more than 100 levels deep');
    // Fastify's own checks still come first.
    expect((await post('{"__proto__":{"polluted":true}}')).statusCode).toBe(400);
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notes/',
      headers: { ...bearer(alice), 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'Request body is too large' });
  });

  it('answers 413 with its detail to a client that sends the whole oversized body before reading, not a reset', async () => {
    const { port } = new URL(await t.app.listen({ host: '127.0.0.1', port: 0 }));
    /** The status line and body it read, or the socket's error when the answer was lost. */
    const sendWholeThenRead = (bytes: number) =>
      new Promise<string>((resolve) => {
        const socket = net.connect(Number(port), '127.0.0.1');
        let answer = '';
        socket.on('data', (data) => (answer += data));
        socket.on('error', (error: Error & { code?: string }) => resolve(error.code ?? error.message));
        socket.on('end', () => resolve(`${answer.split('\r\n')[0]} ${answer.slice(answer.indexOf('\r\n\r\n') + 4)}`));
        socket.write(
          `POST /api/notes/ HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${bearer(alice).authorization}\r\n` +
            `Content-Type: application/json\r\nContent-Length: ${bytes}\r\n\r\n`,
        );
        const chunk = Buffer.alloc(64 * 1024, 'x');
        let sent = 0;
        const more = () => {
          while (sent < bytes) {
            sent += chunk.length;
            if (!socket.write(chunk)) return void socket.once('drain', more);
          }
        };
        setTimeout(more, 20);
      });
    for (const bytes of [2 * 1024 * 1024, 3 * 1024 * 1024]) {
      expect(await sendWholeThenRead(bytes)).toBe('HTTP/1.1 413 Payload Too Large {"detail":"Request body is too large"}');
    }
  });

  it('answers 404 with a detail for an unknown route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found' });
  });

  it('answers an unexpected error with 500 and no stack or message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/broken/' });
    expect(res.statusCode).toBe(500);
    expect(res.body).toBe('{"detail":"Internal server error"}');
  });

  it('keeps extra fields of an http error beside its detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/conflict/' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'Already taken', error: 'conflict' });
  });

  it('matches a path with or without its trailing slash', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/notes', headers: bearer(alice), payload: { title: 'no slash' } });
    expect(created.statusCode).toBe(201);
  });
});

describe('ids and database refusals', () => {
  it.each(['99999999999999999999', '0', '-1', '1.5', 'abc'])("refuses the id %s with the kit's id rule", async (id) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/checked-notes/${id}/` });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('params/id must be a whole number from 1 to 2147483647');
  });

  it('accepts the largest id a serial column holds', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/checked-notes/2147483647/' });
    expect(res.json()).toEqual({ id: 2147483647 });
  });

  it('turns an out-of-range number that reached the database into a 400, not a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notes/99999999999999999999/', headers: bearer(alice) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'A number is out of range' });
  });

  it.each([
    [{ name: 'x'.repeat(21) }, 400, 'A value is too long'],
    [{ name: 'ok', weight: 'heavy' }, 400, 'A value has the wrong format'],
    [{ name: 'neg', weight: -1 }, 400, 'A value breaks a rule of this record'],
    [{ name: 'nul\u0000' }, 400, 'Text contains characters that cannot be stored (such as NUL)'],
    [{ name: 'orphan', note_id: 424242 }, 404, 'A referenced record does not exist'],
    [{ weight: 1 }, 400, 'A required value is missing'],
  ])('answers a database refusal of %j with %i', async (body, status, detail) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/labels/', payload: body });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { detail } });
  });

  it('answers a duplicate with 409, and deleting something still in use with 409', async () => {
    const note = await t.app.inject({ method: 'POST', url: '/api/notes/', headers: bearer(alice), payload: { title: 'labelled' } });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/labels/', payload: { name: 'twice', note_id: note.json().id } })).statusCode,
    ).toBe(201);
    const again = await t.app.inject({ method: 'POST', url: '/api/labels/', payload: { name: 'twice' } });
    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: 409,
      body: { detail: 'A record with these values already exists' },
    });
    const inUse = await t.app.inject({ method: 'DELETE', url: `/api/raw-notes/${note.json().id}/` });
    expect({ status: inUse.statusCode, body: inUse.json() }).toEqual({
      status: 409,
      body: { detail: 'This record is still in use and cannot be removed' },
    });
  });

  it('keeps a real database fault a 500 without its message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/lost-connection/' });
    expect(res.statusCode).toBe(500);
    expect(res.body).toBe('{"detail":"Internal server error"}');
  });
});

describe('request ids', () => {
  it('echoes the gateway request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'gw-123' } });
    expect(res.headers['x-request-id']).toBe('gw-123');
  });

  it('makes one up when the request has none', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing/' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('authentication and ownership', () => {
  let noteId: number;
  beforeAll(async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/notes/', headers: bearer(alice), payload: { title: 'mine' } });
    noteId = res.json().id;
  });

  it('refuses a request without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/notes/${noteId}/` });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('Authentication credentials were not provided.');
  });

  it('refuses a token signed with another secret', async () => {
    const forged = signAccessToken(alice, { secret: 'not-the-secret' });
    const res = await t.app.inject({ method: 'GET', url: `/api/notes/${noteId}/`, headers: { authorization: `Bearer ${forged}` } });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('Given token not valid');
  });

  it('refuses an expired token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/notes/${noteId}/`,
      headers: { authorization: `Bearer ${tokenFor(alice, { expiresIn: -10 })}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('Token has expired');
  });

  it('ignores a user header from outside and trusts only the token', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/notes/${noteId}/`, headers: { 'x-user-id': '1' } });
    expect(res.statusCode).toBe(401);
  });

  it('lets the owner read their resource', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/notes/${noteId}/`, headers: bearer(alice) });
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe('mine');
  });

  it("answers 404 for another user's resource", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/notes/${noteId}/`, headers: bearer(bob) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Note not found' });
  });

  it("lets staff read but not change another user's resource", async () => {
    const read = await t.app.inject({ method: 'GET', url: `/api/notes/${noteId}/`, headers: bearer(staff) });
    expect(read.statusCode).toBe(200);
    const remove = await t.app.inject({ method: 'DELETE', url: `/api/notes/${noteId}/`, headers: bearer(staff) });
    expect(remove.statusCode).toBe(404);
  });

  it('keeps staff-only routes from ordinary users', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/notes/', headers: bearer(alice) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/notes/', headers: bearer(staff) })).statusCode).toBe(200);
  });
});

describe('operations endpoints', () => {
  it('reports health after checking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', service: 'notes', database: 'up' });
  });

  it('serves Prometheus metrics with request durations', async () => {
    await t.app.inject({ method: 'GET', url: '/health' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('http_request_duration_seconds_count{service="notes",method="GET",route="/health",status_code="200"}');
  });

  it('describes its routes in OpenAPI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/documentation/json' });
    expect(res.json().openapi).toMatch(/^3\./);
    expect(Object.keys(res.json().paths)).toContain('/api/notes/');
  });
});

describe('authenticated scopes', () => {
  let scoped: TestService;
  beforeAll(async () => {
    const { authenticated, staffOnly } = await import('../auth');
    const { Type } = await import('typebox');
    scoped = await testService({
      name: 'scoped',
      port: 0,
      routes: async (app) => {
        await app.register(
          authenticated(async (scope) => {
            scope.post('/api/mine/', { schema: { body: Type.Object({ title: Type.String() }) } }, async (request) => ({
              user: request.user.id,
            }));
          }),
        );
        await app.register(
          staffOnly(async (scope) => {
            scope.get('/api/staff/', async (request) => ({ staff: request.user.username }));
          }),
        );
        app.get('/api/open/', async () => ({ open: true }));
      },
    });
  });
  afterAll(() => scoped.close());

  it('refuses an anonymous caller before reading its body, and lets a signed-in one through', async () => {
    const anonymous = await scoped.app.inject({ method: 'POST', url: '/api/mine/', payload: { wrong: 1 } });
    expect({ status: anonymous.statusCode, body: anonymous.json() }).toEqual({
      status: 401,
      body: { detail: 'Authentication credentials were not provided.' },
    });
    const signedIn = await scoped.app.inject({ method: 'POST', url: '/api/mine/', headers: bearer(alice), payload: { title: 'x' } });
    expect(signedIn.json()).toEqual({ user: alice.id });
  });

  it('keeps staff scopes from ordinary users, and leaves routes outside any scope open', async () => {
    expect((await scoped.app.inject({ method: 'GET', url: '/api/staff/', headers: bearer(alice) })).statusCode).toBe(403);
    expect((await scoped.app.inject({ method: 'GET', url: '/api/staff/', headers: bearer(staff) })).json()).toEqual({ staff: 'admin' });
    expect((await scoped.app.inject({ method: 'GET', url: '/api/open/' })).json()).toEqual({ open: true });
  });
});
