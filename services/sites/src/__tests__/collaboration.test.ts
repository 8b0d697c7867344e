import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { createService, type AtlasApp } from '@atlas/service-kit';
import { authHeader, openTestDatabase, tokenFor } from '@atlas/service-kit/testing';
import { definition } from '../service';
import { alice, bob } from './harness';
import { block } from './blocks-fixture';

// Two sites services on ONE database, as two processes behind the gateway would run: a lock and the
// people present are the same whichever process a tab talks to.
const carol = { id: 3, username: 'carol' };
const stranger = { id: 6, username: 'mallory' };

let first: AtlasApp;
let second: AtlasApp;
let close: () => Promise<void>;
let siteId: number;

type Who = { id: number; username: string };
async function call(app: AtlasApp, method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, as: Who, body?: unknown, headers = {}) {
  const response = await app.inject({
    method,
    url,
    headers: { ...authHeader(as), ...headers },
    ...(body !== undefined ? { payload: body as object } : {}),
  });
  return { status: response.statusCode, body: response.body ? JSON.parse(response.body) : undefined };
}

async function join(who: Who, role: string) {
  const invited = await call(first, 'POST', `/api/builder/sites/${siteId}/invitations/`, alice, {
    email: `${who.username}@example.com`,
    role,
    any_address: true, // the read model of accounts is not fed here
  });
  const token = invited.body.accept_url.replace('/invite/', '');
  expect((await call(first, 'POST', '/api/builder/invitations/accept/', who, { token })).status).toBe(200);
}

async function newPage(title: string) {
  const created = await call(first, 'POST', '/api/builder/pages/', alice, {
    site: siteId,
    title,
    blocks: [block('b1', 'text', { content: 'one' })],
  });
  expect(created.status).toBe(201);
  return created.body as { id: number; version: number };
}

const sessionA = 'tab-alice-0001';
const sessionB = 'tab-bob-000002';

beforeAll(async () => {
  const opened = await openTestDatabase();
  const env = { ...process.env, ATLAS_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'atlas-sites-collab-')) };
  first = await createService(definition, { database: opened.database, env, runEvents: false, logger: false });
  second = await createService(definition, { database: opened.database, env, runEvents: false, logger: false });
  await first.listen({ port: 0, host: '127.0.0.1' });
  await second.listen({ port: 0, host: '127.0.0.1' });
  close = async () => {
    await first.close();
    await second.close();
    await opened.close();
  };
  const site = await call(first, 'POST', '/api/builder/sites/', alice, { name: 'Together', slug: 'together', description: '' });
  siteId = site.body.id;
  await join(bob, 'editor');
  await join(carol, 'viewer');
});
afterAll(() => close());

describe('a page lock', () => {
  test('the first tab holds it, renews it, and keeps it through saves; another member is told who holds it', async () => {
    const page = await newPage('Locked');
    const taken = await call(first, 'POST', `/api/builder/pages/${page.id}/lock/`, alice, { session: sessionA });
    expect(taken.status).toBe(200);
    expect(taken.body.lock).toMatchObject({ user: { id: alice.id, username: 'alice' }, session: sessionA });
    const lifetime = Date.parse(taken.body.lock.expires_at) - Date.parse(taken.body.lock.acquired_at);
    expect(lifetime).toBeGreaterThan(59_000);
    expect(lifetime).toBeLessThanOrEqual(60_500);

    await new Promise((resolve) => setTimeout(resolve, 20));
    const renewed = await call(second, 'POST', `/api/builder/pages/${page.id}/lock/`, alice, { session: sessionA });
    expect(renewed.status).toBe(200);
    expect(renewed.body.lock.acquired_at).toBe(taken.body.lock.acquired_at);
    expect(Date.parse(renewed.body.lock.expires_at)).toBeGreaterThan(Date.parse(taken.body.lock.expires_at));

    // Saving (and publishing) does not let go of it.
    const saved = await call(
      first,
      'POST',
      `/api/builder/pages/${page.id}/save_blocks/`,
      alice,
      { blocks: [], version: page.version },
      {
        'x-edit-session': sessionA,
      },
    );
    expect(saved.status).toBe(200);
    expect(
      (await call(first, 'POST', `/api/builder/pages/${page.id}/publish/`, alice, undefined, { 'x-edit-session': sessionA })).status,
    ).toBe(200);

    const refused = await call(second, 'POST', `/api/builder/pages/${page.id}/lock/`, bob, { session: sessionB });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ detail: 'alice is editing this page.', lock: { user: { username: 'alice' } } });
    expect(refused.body.lock.session).toBeUndefined();
    // The same person in another tab is told it is them.
    const otherTab = await call(second, 'POST', `/api/builder/pages/${page.id}/lock/`, alice, { session: 'tab-alice-0002' });
    expect(otherTab.body.detail).toBe('You are editing this page in another tab.');
    // Anyone who may read the page may see who holds it.
    expect((await call(second, 'GET', `/api/builder/pages/${page.id}/lock/`, carol)).body.lock.user.username).toBe('alice');
  });

  test('another member cannot save over a held page (423 naming the holder); the holder can', async () => {
    const page = await newPage('Guarded');
    await call(first, 'POST', `/api/builder/pages/${page.id}/lock/`, alice, { session: sessionA });
    const blocked = await call(second, 'POST', `/api/builder/pages/${page.id}/save_blocks/`, bob, { blocks: [] });
    expect(blocked.status).toBe(423);
    expect(blocked.body).toMatchObject({
      detail: 'alice is editing this page. Take it over to save your changes.',
      lock: { user: { username: 'alice' } },
    });
    expect((await call(second, 'PATCH', `/api/builder/pages/${page.id}/`, bob, { title: 'Mine' })).status).toBe(423);
    expect((await call(second, 'POST', `/api/builder/pages/${page.id}/publish/`, bob)).status).toBe(423);
    // Alice's other tab, naming itself, is refused too; without the header she is the holder.
    const otherTab = await call(
      first,
      'POST',
      `/api/builder/pages/${page.id}/save_blocks/`,
      alice,
      { blocks: [] },
      { 'x-edit-session': 'tab-alice-0009' },
    );
    expect(otherTab.status).toBe(423);
    expect((await call(first, 'POST', `/api/builder/pages/${page.id}/save_blocks/`, alice, { blocks: [] })).status).toBe(200);
    const unchanged = await call(first, 'GET', `/api/builder/pages/${page.id}/`, alice);
    expect(unchanged.body.title).toBe('Guarded');
  });

  test('taking over moves the lock at once; the old tab can neither renew nor save; letting go frees it', async () => {
    const page = await newPage('Taken');
    await call(first, 'POST', `/api/builder/pages/${page.id}/lock/`, alice, { session: sessionA });
    const takeover = await call(second, 'POST', `/api/builder/pages/${page.id}/lock/takeover/`, bob, { session: sessionB });
    expect(takeover.status).toBe(200);
    expect(takeover.body.lock).toMatchObject({ user: { id: bob.id, username: 'bob' }, session: sessionB });

    const renewal = await call(first, 'POST', `/api/builder/pages/${page.id}/lock/`, alice, { session: sessionA });
    expect(renewal.status).toBe(409);
    expect(renewal.body.detail).toBe('bob is editing this page.');
    const save = await call(
      first,
      'POST',
      `/api/builder/pages/${page.id}/save_blocks/`,
      alice,
      { blocks: [] },
      { 'x-edit-session': sessionA },
    );
    expect(save.status).toBe(423);
    expect(save.body.detail).toBe('bob is editing this page. Take it over to save your changes.');

    // Only the holding tab lets go; anyone else's release changes nothing.
    expect((await call(first, 'DELETE', `/api/builder/pages/${page.id}/lock/?session=${sessionA}`, alice)).status).toBe(204);
    expect((await call(first, 'GET', `/api/builder/pages/${page.id}/lock/`, bob)).body.lock.session).toBe(sessionB);
    expect((await call(second, 'DELETE', `/api/builder/pages/${page.id}/lock/?session=${sessionB}`, bob)).status).toBe(204);
    expect((await call(first, 'GET', `/api/builder/pages/${page.id}/lock/`, alice)).body.lock).toBeNull();
  });

  test('a lock whose holder vanished lapses after 60 s and the next editor gets it', async () => {
    const page = await newPage('Lapsed');
    await call(first, 'POST', `/api/builder/pages/${page.id}/lock/`, alice, { session: sessionA });
    // 61 s without a heartbeat, on the database's clock.
    await first
      .db('sites.edit_locks')
      .where({ kind: 'page', thing_id: page.id })
      .update({ expires_at: first.db.raw("now() - interval '1 second'") });
    expect((await call(first, 'GET', `/api/builder/pages/${page.id}/lock/`, bob)).body.lock).toBeNull();
    expect((await call(second, 'POST', `/api/builder/pages/${page.id}/save_blocks/`, bob, { blocks: [] })).status).toBe(200);
    const taken = await call(second, 'POST', `/api/builder/pages/${page.id}/lock/`, bob, { session: sessionB });
    expect(taken.status).toBe(200);
    expect(taken.body.lock.user.username).toBe('bob');
  });

  test('twenty tabs on two processes race for a free lock: exactly one holds it, the rest are told who', async () => {
    const page = await newPage('Raced');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(index % 2 ? first : second, 'POST', `/api/builder/pages/${page.id}/lock/`, index % 3 ? bob : alice, {
          session: `racing-tab-${String(index).padStart(3, '0')}`,
        }),
      ),
    );
    const winners = answers.filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    const held = await call(first, 'GET', `/api/builder/pages/${page.id}/lock/`, alice);
    expect(held.body.lock.session).toBe(winners[0].body.lock.session);
  });

  test('roles: a viewer reads the lock but cannot take it; a stranger learns nothing; bad sessions are refused', async () => {
    const page = await newPage('Roles');
    expect((await call(first, 'POST', `/api/builder/pages/${page.id}/lock/`, carol, { session: 'tab-carol-001' })).status).toBe(403);
    expect((await call(first, 'POST', `/api/builder/pages/${page.id}/lock/takeover/`, carol, { session: 'tab-carol-001' })).status).toBe(
      403,
    );
    expect((await call(first, 'GET', `/api/builder/pages/${page.id}/lock/`, stranger)).status).toBe(404);
    expect((await call(first, 'POST', `/api/builder/pages/${page.id}/lock/takeover/`, stranger, { session: 'tab-mallory-1' })).status).toBe(
      404,
    );
    const bad = await call(first, 'POST', `/api/builder/pages/${page.id}/lock/`, alice, { session: 'no spaces!' });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/session must be 8 to 64 letters, digits, - or _/);
    expect((await call(first, 'DELETE', `/api/builder/pages/${page.id}/lock/`, alice)).status).toBe(400);
  });

  test("a tab id is its person's: another member saving, renewing or letting go with the holder's id is refused; only the holder sees it", async () => {
    const page = await newPage('Borrowed');
    const lockUrl = `/api/builder/pages/${page.id}/lock/`;
    expect((await call(first, 'POST', lockUrl, bob, { session: sessionB })).status).toBe(200);
    // The site's owner (an admin) naming bob's tab is still not bob's tab.
    const save = await call(
      second,
      'POST',
      `/api/builder/pages/${page.id}/save_blocks/`,
      alice,
      { blocks: [] },
      { 'x-edit-session': sessionB },
    );
    expect(save.status).toBe(423);
    expect(save.body.detail).toBe('bob is editing this page. Take it over to save your changes.');
    expect((await call(second, 'POST', lockUrl, alice, { session: sessionB })).status).toBe(409);
    // A viewer (or anyone but bob) letting go of bob's tab: refused, and the lock stays his.
    const release = await call(first, 'DELETE', `${lockUrl}?session=${sessionB}`, carol);
    expect(release.status).toBe(403);
    expect(release.body.detail).toBe('Only the person editing this page can let it go.');
    expect((await call(first, 'DELETE', `${lockUrl}?session=${sessionB}`, alice)).status).toBe(403);
    const seenByCarol = (await call(first, 'GET', lockUrl, carol)).body.lock;
    expect(seenByCarol).toMatchObject({ user: { id: bob.id, username: 'bob' } });
    expect(seenByCarol.session).toBeUndefined();
    expect((await call(first, 'GET', lockUrl, bob)).body.lock.session).toBe(sessionB);
    expect(
      (await call(first, 'POST', `/api/builder/pages/${page.id}/save_blocks/`, bob, { blocks: [] }, { 'x-edit-session': sessionB })).status,
    ).toBe(200);
  });

  test('unsaved work kept after a takeover is a revision that leaves the page as it is', async () => {
    const page = await newPage('Kept');
    const kept = await call(first, 'POST', `/api/builder/pages/${page.id}/revisions/`, alice, {
      blocks: [block('b2', 'text', { content: 'mine' })],
    });
    expect(kept.status).toBe(201);
    expect(kept.body).toMatchObject({ page: page.id, set_aside: true, blocks_count: 1, created_by_username: 'alice', title: 'Kept' });
    const after = await call(first, 'GET', `/api/builder/pages/${page.id}/`, alice);
    expect(after.body.version).toBe(page.version);
    expect(after.body.blocks[0].content.content).toBe('one');
    const history = await call(first, 'GET', `/api/builder/pages/${page.id}/revisions/`, alice);
    expect(history.body[0]).toMatchObject({ id: kept.body.id, set_aside: true });
    expect((await call(first, 'POST', `/api/builder/pages/${page.id}/revisions/`, carol, { blocks: [] })).status).toBe(403);
  });
});

/** A presence socket that records what it receives. */
function openPresence(app: AtlasApp, who: Who, kind: string, id: number, session: string, site?: number) {
  const { port } = app.server.address() as { port: number };
  const query = new URLSearchParams({ token: tokenFor(who), session, ...(site ? { site: String(site) } : {}) });
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/builder/presence/${kind}/${id}/?${query}`);
  const messages: any[] = [];
  socket.on('message', (raw) => messages.push(JSON.parse(raw.toString())));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const opened = new Promise<void>((resolve, reject) => {
    socket.on('open', () => resolve());
    socket.on('unexpected-response', (_request, response) => reject(new Error(`refused ${response.statusCode}`)));
    socket.on('error', reject);
  });
  const latest = () => [...messages].reverse().find((message) => message.type === 'presence');
  const until = async (check: (message: any) => boolean, ms = 8000) => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const message = latest();
      if (message && check(message)) return message;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no presence message matched; last: ${JSON.stringify(latest())}`);
  };
  return { socket, messages, opened, closed, latest, until };
}

/** A post's or menu's event, as the content and menus services publish it: how this service learns their site. */
async function thingOn(type: string, ids: Record<string, number>, site: number) {
  await first.events.deliver({
    id: randomUUID(),
    type,
    version: 1,
    occurredAt: new Date().toISOString(),
    key: String(site),
    payload: { ...ids, site_id: site },
  });
}

/** What `check` answers once it answers something, asked again every 100 ms. */
async function eventually<T>(check: () => Promise<T | undefined | false>, ms = 8000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const answer = await check();
    if (answer) return answer;
    if (Date.now() > deadline) throw new Error('never happened');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const names = (message: any) => message.people.map((person: any) => person.user.username).sort();

describe("a post's and a menu's lock (the page's, kept by this service for the content and menus services)", () => {
  test.each([
    ['post', 'posts', 'content.item.created', { item_id: 71 }],
    ['menu', 'menus', 'menus.menu.created', { menu_id: 72 }],
  ] as const)(
    'a %s: held by the first tab, refused to another naming the holder, taken over, let go only by its tab',
    async (kind, plural, type, ids) => {
      await thingOn(type, ids, siteId);
      const id = Object.values(ids)[0];
      const url = `/api/builder/${plural}/${id}/lock/`;
      expect((await call(first, 'POST', url, alice, { session: sessionA })).body.lock).toMatchObject({
        user: { username: 'alice' },
        session: sessionA,
      });
      const refused = await call(second, 'POST', url, bob, { session: sessionB });
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toBe(`alice is editing this ${kind}.`);
      expect(refused.body.lock.session).toBeUndefined();
      // The same person's other tab is told it is theirs.
      expect((await call(first, 'POST', url, alice, { session: 'tab-alice-other' })).body.detail).toBe(
        `You are editing this ${kind} in another tab.`,
      );
      // A viewer reads who holds it (the content and menus services ask this way, as the saving user) but cannot take it.
      expect((await call(first, 'GET', url, carol)).body.lock).toMatchObject({ user: { username: 'alice' } });
      expect((await call(first, 'POST', `${url}takeover/`, carol, { session: 'tab-carol-0001' })).status).toBe(403);
      // A stranger learns nothing.
      expect((await call(first, 'GET', url, stranger)).status).toBe(404);

      const watching = openPresence(first, alice, kind, id, sessionA);
      await watching.opened;
      await watching.until((message) => message.lock?.user.username === 'alice');
      const taken = await call(second, 'POST', `${url}takeover/`, bob, { session: sessionB });
      expect(taken.status).toBe(200);
      expect(taken.body.lock).toMatchObject({ user: { username: 'bob' }, session: sessionB });
      // The old holder's tab hears it at once, and whose it is now.
      const heard = await watching.until((message) => message.lock?.user.username === 'bob');
      expect(heard.lock.session).toBeUndefined();
      watching.socket.close();
      expect((await call(first, 'POST', url, alice, { session: sessionA })).status).toBe(409);
      expect((await call(first, 'DELETE', `${url}?session=${sessionB}`, alice)).status).toBe(403);
      expect((await call(second, 'DELETE', `${url}?session=${sessionB}`, bob)).status).toBe(204);
      expect((await call(first, 'GET', url, alice)).body.lock).toBeNull();
    },
    20_000,
  );

  test('a post or menu the service never heard of has no lock to take', async () => {
    expect((await call(first, 'POST', '/api/builder/posts/9999/lock/', alice, { session: sessionA })).body.detail).toBe('Post not found');
    expect((await call(first, 'GET', '/api/builder/menus/9999/lock/', alice)).status).toBe(404);
  });
});

describe('presence', () => {
  test('two tabs on two processes see each other, the lock and its takeover; a closed tab is gone within seconds', async () => {
    const page = await newPage('Present');
    const a = openPresence(first, alice, 'page', page.id, sessionA);
    await a.opened;
    await a.until((message) => names(message).join() === 'alice');
    const b = openPresence(second, bob, 'page', page.id, sessionB);
    await b.opened;
    await b.until((message) => names(message).join() === 'alice,bob');
    await a.until((message) => names(message).join() === 'alice,bob');
    expect(a.latest().people.find((person: any) => person.user.username === 'bob')).toEqual({
      user: { id: bob.id, username: 'bob' },
      since: expect.any(String),
    });
    expect(a.latest().people.find((person: any) => person.user.username === 'alice').session).toBe(sessionA);

    // Alice takes the lock on one process; bob, on the other, sees it; bob takes over: alice is told.
    await call(first, 'POST', `/api/builder/pages/${page.id}/lock/`, alice, { session: sessionA });
    const seen = await b.until((message) => message.lock?.user.username === 'alice');
    expect(seen.lock.session).toBeUndefined();
    await call(second, 'POST', `/api/builder/pages/${page.id}/lock/takeover/`, bob, { session: sessionB });
    const told = await a.until((message) => message.lock?.user.username === 'bob');
    expect(told.lock.session).toBeUndefined();
    await b.until((message) => message.lock?.session === sessionB);

    b.socket.close();
    await a.until((message) => names(message).join() === 'alice', 12_000);
    a.socket.close();
  }, 30_000);

  test('a refresh comes back as the same person since the same time; heartbeats keep a tab; a stranger is refused', async () => {
    const page = await newPage('Refreshed');
    const before = openPresence(first, alice, 'page', page.id, 'tab-refresh-01');
    await before.opened;
    const since = (await before.until((message) => message.people.length === 1)).people[0].since;
    before.socket.send(JSON.stringify({ type: 'heartbeat' }));
    before.socket.send('nonsense');
    await before.until(() => before.messages.some((message) => message.type === 'error' && message.detail === 'Messages must be JSON'));
    before.socket.close();
    await before.closed;
    const after = openPresence(second, alice, 'page', page.id, 'tab-refresh-01');
    await after.opened;
    const again = await after.until((message) => message.people.length === 1);
    expect(again.people[0].since).toBe(since);
    after.socket.close();

    await expect(openPresence(first, stranger, 'page', page.id, 'tab-stranger-1').opened).rejects.toThrow('refused 404');
    await expect(openPresence(first, alice, 'post', 7, 'tab-post-0001', siteId).opened).rejects.toThrow('refused 404');
  }, 20_000);

  test("the holding tab's socket closing keeps its lock 15 s: a refresh takes it back, a close frees it for the others", async () => {
    const page = await newPage('Refreshed lock');
    const lockUrl = `/api/builder/pages/${page.id}/lock/`;
    const tab = openPresence(first, alice, 'page', page.id, sessionA);
    await tab.opened;
    await tab.until((message) => names(message).join() === 'alice');
    expect((await call(first, 'POST', lockUrl, alice, { session: sessionA })).status).toBe(200);

    // The refresh: the page unloads (its socket closes), the watcher may not have it, the same tab takes it back.
    tab.socket.close();
    await tab.closed;
    const short = await eventually(async () => {
      const lock = (await call(first, 'GET', lockUrl, alice)).body.lock;
      return lock && Date.parse(lock.expires_at) - Date.now() < 16_000 ? lock : undefined;
    });
    expect(short.session).toBe(sessionA);
    expect((await call(second, 'POST', lockUrl, bob, { session: sessionB })).status).toBe(409);
    const back = openPresence(second, alice, 'page', page.id, sessionA);
    await back.opened;
    const retaken = await call(second, 'POST', lockUrl, alice, { session: sessionA });
    expect(retaken.status).toBe(200);
    expect(Date.parse(retaken.body.lock.expires_at) - Date.now()).toBeGreaterThan(55_000);
    expect(retaken.body.lock.acquired_at).toBe(short.acquired_at);

    // The close: within the grace and a tick the lock is free and the watcher takes it.
    back.socket.close();
    await back.closed;
    await eventually(async () => (await call(first, 'GET', lockUrl, bob)).body.lock === null || undefined, 20_000);
    expect((await call(first, 'POST', lockUrl, bob, { session: sessionB })).status).toBe(200);
  }, 40_000);

  test('the same person reopening a page after a close edits at once; with their other tab still open they are told', async () => {
    const page = await newPage('Reopened');
    const lockUrl = `/api/builder/pages/${page.id}/lock/`;
    const old = openPresence(first, alice, 'page', page.id, 'tab-alice-old1');
    await old.opened;
    await old.until((message) => names(message).join() === 'alice');
    expect((await call(first, 'POST', lockUrl, alice, { session: 'tab-alice-old1' })).status).toBe(200);

    const elsewhere = await call(second, 'POST', lockUrl, alice, { session: 'tab-alice-new1' });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body).toMatchObject({ detail: 'You are editing this page in another tab.', lock: { session: 'tab-alice-old1' } });

    // Closed (or crashed): the new tab takes it at once, not after the grace, let alone the minute.
    old.socket.close();
    await old.closed;
    const started = Date.now();
    const taken = await eventually(async () => {
      const answer = await call(second, 'POST', lockUrl, alice, { session: 'tab-alice-new1' });
      return answer.status === 200 ? answer : undefined;
    }, 3_000);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(taken.body.lock.session).toBe('tab-alice-new1');
    // Someone else still waits: the lock is alice's new tab's.
    expect((await call(first, 'POST', lockUrl, bob, { session: sessionB })).status).toBe(409);
  }, 20_000);

  test("a post's or a menu's presence admits only its own site's members, whatever site is named", async () => {
    const elsewhere = await call(first, 'POST', '/api/builder/sites/', stranger, { name: 'Elsewhere', slug: 'elsewhere', description: '' });
    expect(elsewhere.status).toBe(201);
    await thingOn('content.item.created', { item_id: 51 }, elsewhere.body.id);
    await thingOn('menus.menu.created', { menu_id: 52 }, elsewhere.body.id);
    await thingOn('content.item.created', { item_id: 53 }, siteId);

    // A member of "Together" naming their own site on the stranger's post and menu: not found.
    await expect(openPresence(first, alice, 'post', 51, 'tab-alice-post', siteId).opened).rejects.toThrow('refused 404');
    await expect(openPresence(first, alice, 'menu', 52, 'tab-alice-menu', siteId).opened).rejects.toThrow('refused 404');
    await expect(openPresence(first, alice, 'post', 51, 'tab-alice-post').opened).rejects.toThrow('refused 404');
    // And the stranger on a post of "Together", naming their own site or none.
    await expect(openPresence(first, stranger, 'post', 53, 'tab-mallory-2', elsewhere.body.id).opened).rejects.toThrow('refused 404');
    await expect(openPresence(first, stranger, 'post', 53, 'tab-mallory-2').opened).rejects.toThrow('refused 404');
    // A post deleted is no longer watched.
    await thingOn('content.item.deleted', { item_id: 53 }, siteId);
    await expect(openPresence(first, alice, 'post', 53, 'tab-alice-post', siteId).opened).rejects.toThrow('refused 404');
    // The owner on their own post, named by its site or not.
    const own = openPresence(second, stranger, 'post', 51, 'tab-mallory-3');
    await own.opened;
    await own.until((message) => names(message).join() === 'mallory');
    own.socket.close();
  }, 20_000);

  test('posts and menus are watched by site; a member removed while watching is cut off', async () => {
    const dan = { id: 8, username: 'dan' };
    await join(dan, 'author');
    await thingOn('content.item.created', { item_id: 41 }, siteId);
    await thingOn('menus.menu.created', { menu_id: 5 }, siteId);
    const watching = openPresence(first, dan, 'post', 41, 'tab-dan-00001', siteId);
    await watching.opened;
    await watching.until((message) => message.kind === 'post' && names(message).join() === 'dan');
    const menu = openPresence(second, carol, 'menu', 5, 'tab-carol-menu', siteId);
    await menu.opened;
    await menu.until((message) => message.kind === 'menu' && names(message).join() === 'carol');
    menu.socket.close();

    expect((await call(first, 'DELETE', `/api/builder/sites/${siteId}/members/${dan.id}/`, alice)).status).toBe(204);
    expect(await watching.closed).toBe(1008);
    expect(watching.messages.some((message) => message.type === 'error')).toBe(true);
  }, 20_000);
});
