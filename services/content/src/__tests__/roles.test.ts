import { SITE_ROLES, siteCopyRepository, type MemberRole, type SiteRole } from '@atlas/service-kit';
import { staff, startContent, type Harness } from './harness';

// Teams (issue 25): every site route of the content service, for each kind of caller, against the role
// table of the README ("Roles"). One service start for the whole file.

const owner = { id: 1, username: 'olive' };
const viewer = { id: 11, username: 'vera' };
const author = { id: 12, username: 'arthur' };
const editor = { id: 13, username: 'edith' };
const admin = { id: 14, username: 'adam' };
const stranger = { id: 15, username: 'stan' };
const otherAuthor = { id: 16, username: 'ann' };
const SITE = 10;

type Who = 'stranger' | SiteRole | 'staff';
const CALLERS: Record<Who, { id: number; username: string; is_staff?: boolean }> = {
  stranger,
  viewer,
  author,
  editor,
  admin,
  owner,
  staff,
};
const WHO = Object.keys(CALLERS) as Who[];

/**
 * What a route needs: a role on the site (a stranger 404, a member short of it 403, staff only read),
 * 'anyone' (not a site's: each user's own), or 'self' (someone's own thing: everyone else 404).
 */
type Need = SiteRole | 'anyone' | 'self';

function expected(need: Need, who: Who, ok: number): number {
  if (need === 'anyone') return ok;
  if (need === 'self') return who === 'owner' ? ok : 404;
  if (who === 'stranger') return 404;
  if (who === 'staff') return need === 'viewer' ? ok : 404;
  return SITE_ROLES.indexOf(who) >= SITE_ROLES.indexOf(need) ? ok : 403;
}

let h: Harness;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
let clock = 0;
const at = () => new Date(Date.UTC(2026, 10, 27, 12, 0, 0, ++clock)).toISOString();
const member = (userId: number, role: MemberRole | null, site = SITE) =>
  siteCopyRepository(h.service.app.db, 'content').recordMembership({ site_id: site, user_id: userId, role, changed_at: at() });

// A slow start on a busy machine is not a failure.
beforeAll(async () => {
  h = await startContent();
  await h.site('created', { id: SITE, owner: owner.id, slug: 'team-site', name: 'Team Site' });
  await h.site('created', { id: 20, owner: stranger.id, slug: 'elsewhere' });
  for (const [who, role] of [
    [viewer, 'viewer'],
    [author, 'author'],
    [editor, 'editor'],
    [admin, 'admin'],
    [otherAuthor, 'author'],
  ] as const)
    await member(who.id, role);
}, 120_000);
afterAll(() => h.service.close());

const post = (title = 'A post') => h.createItem(owner, { site: SITE, title });
const upload = async () => {
  const res = await h.upload(owner, `/api/media/files/?site=${SITE}`, { name: 'menu.pdf', bytes: pdf });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  need: Need;
  ok: number;
  /** Made fresh for each caller (as the owner): the url and body of the call. */
  setup: () => Promise<{ url: string; body?: unknown; file?: boolean }>;
}

// The owner's things on the site: for everyone else "someone else's post" or file (an editor's to change).
const ROUTES: Route[] = [
  { method: 'GET', path: '/api/content/?site={site}', need: 'viewer', ok: 200, setup: async () => ({ url: `/api/content/?site=${SITE}` }) },
  { method: 'GET', path: '/api/content/', need: 'anyone', ok: 200, setup: async () => ({ url: '/api/content/' }) },
  {
    method: 'POST',
    path: '/api/content/ (a post)',
    need: 'author',
    ok: 201,
    setup: async () => ({ url: '/api/content/', body: { site: SITE, title: 'My own post', status: 'published' } }),
  },
  {
    method: 'POST',
    path: '/api/content/ (a page)',
    need: 'editor',
    ok: 201,
    setup: async () => ({ url: '/api/content/', body: { site: SITE, title: 'A page', type: 'page' } }),
  },
  {
    method: 'GET',
    path: '/api/content/{id}/',
    need: 'viewer',
    ok: 200,
    setup: async () => ({ url: `/api/content/${(await post()).id}/` }),
  },
  {
    method: 'PUT',
    path: '/api/content/{id}/',
    need: 'editor',
    ok: 200,
    setup: async () => ({ url: `/api/content/${(await post()).id}/`, body: { title: 'Put', status: 'published' } }),
  },
  {
    method: 'PATCH',
    path: '/api/content/{id}/',
    need: 'editor',
    ok: 200,
    setup: async () => ({ url: `/api/content/${(await post()).id}/`, body: { title: 'Patched' } }),
  },
  {
    method: 'DELETE',
    path: '/api/content/{id}/',
    need: 'editor',
    ok: 204,
    setup: async () => ({ url: `/api/content/${(await post()).id}/` }),
  },
  {
    method: 'GET',
    path: '/api/content/{id}/revisions/',
    need: 'viewer',
    ok: 200,
    setup: async () => ({ url: `/api/content/${(await post()).id}/revisions/` }),
  },
  {
    method: 'POST',
    path: '/api/content/{id}/revisions/{revisionId}/restore/',
    need: 'editor',
    ok: 200,
    setup: async () => {
      const item = await post('First title');
      await h.call('PATCH', `/api/content/${item.id}/`, { as: owner, body: { title: 'Second title' } });
      const revisions = (await h.call('GET', `/api/content/${item.id}/revisions/`, { as: owner })).body;
      return { url: `/api/content/${item.id}/revisions/${revisions.at(-1).id}/restore/` };
    },
  },
  {
    method: 'GET',
    path: '/api/content/{id}/history/',
    need: 'viewer',
    ok: 200,
    setup: async () => ({ url: `/api/content/${(await post()).id}/history/` }),
  },
  { method: 'GET', path: '/api/content/categories/', need: 'anyone', ok: 200, setup: async () => ({ url: '/api/content/categories/' }) },
  {
    method: 'POST',
    path: '/api/content/categories/',
    need: 'anyone',
    ok: 201,
    setup: async () => ({ url: '/api/content/categories/', body: { name: `Category ${++clock}` } }),
  },
  {
    method: 'PATCH',
    path: '/api/content/categories/{id}/',
    need: 'self',
    ok: 200,
    setup: async () => {
      const made = await h.call('POST', '/api/content/categories/', { as: owner, body: { name: `Cat ${++clock}` } });
      return { url: `/api/content/categories/${made.body.id}/`, body: { name: `Renamed ${++clock}` } };
    },
  },
  {
    method: 'DELETE',
    path: '/api/content/categories/{id}/',
    need: 'self',
    ok: 204,
    setup: async () => {
      const made = await h.call('POST', '/api/content/categories/', { as: owner, body: { name: `Cat ${++clock}` } });
      return { url: `/api/content/categories/${made.body.id}/` };
    },
  },
  { method: 'GET', path: '/api/content/tags/', need: 'anyone', ok: 200, setup: async () => ({ url: '/api/content/tags/' }) },
  {
    method: 'POST',
    path: '/api/content/tags/',
    need: 'anyone',
    ok: 201,
    setup: async () => ({ url: '/api/content/tags/', body: { name: `tag${++clock}` } }),
  },
  {
    method: 'PATCH',
    path: '/api/content/tags/{id}/',
    need: 'self',
    ok: 200,
    setup: async () => {
      const made = await h.call('POST', '/api/content/tags/', { as: owner, body: { name: `t${++clock}` } });
      return { url: `/api/content/tags/${made.body.id}/`, body: { name: `renamed${++clock}` } };
    },
  },
  {
    method: 'DELETE',
    path: '/api/content/tags/{id}/',
    need: 'self',
    ok: 204,
    setup: async () => {
      const made = await h.call('POST', '/api/content/tags/', { as: owner, body: { name: `t${++clock}` } });
      return { url: `/api/content/tags/${made.body.id}/` };
    },
  },
  {
    method: 'GET',
    path: '/api/media/files/?site={site}',
    need: 'viewer',
    ok: 200,
    setup: async () => ({ url: `/api/media/files/?site=${SITE}` }),
  },
  { method: 'GET', path: '/api/media/files/', need: 'anyone', ok: 200, setup: async () => ({ url: '/api/media/files/' }) },
  {
    method: 'POST',
    path: '/api/media/files/?site={site}',
    need: 'author',
    ok: 201,
    setup: async () => ({ url: `/api/media/files/?site=${SITE}`, file: true }),
  },
  { method: 'POST', path: '/api/media/files/', need: 'anyone', ok: 201, setup: async () => ({ url: '/api/media/files/', file: true }) },
  {
    method: 'POST',
    path: '/api/media/upload/?site={site}',
    need: 'author',
    ok: 201,
    setup: async () => ({ url: `/api/media/upload/?site=${SITE}`, file: true }),
  },
  {
    method: 'GET',
    path: '/api/media/files/{id}/',
    need: 'viewer',
    ok: 200,
    setup: async () => ({ url: `/api/media/files/${(await upload()).id}/` }),
  },
  {
    method: 'PATCH',
    path: '/api/media/files/{id}/',
    need: 'editor',
    ok: 200,
    setup: async () => ({ url: `/api/media/files/${(await upload()).id}/`, body: { name: 'Renamed.pdf' } }),
  },
  {
    method: 'DELETE',
    path: '/api/media/files/{id}/',
    need: 'editor',
    ok: 204,
    setup: async () => ({ url: `/api/media/files/${(await upload()).id}/` }),
  },
  { method: 'GET', path: '/api/media/folders/', need: 'anyone', ok: 200, setup: async () => ({ url: '/api/media/folders/' }) },
  {
    method: 'POST',
    path: '/api/media/folders/',
    need: 'anyone',
    ok: 201,
    setup: async () => ({ url: '/api/media/folders/', body: { name: 'Mine' } }),
  },
];

describe('the role matrix', () => {
  test.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', async (_name, route) => {
    const seen: Record<string, number> = {};
    const want: Record<string, number> = {};
    for (const who of WHO) {
      const { url, body, file } = await route.setup();
      const as = CALLERS[who];
      const res = file
        ? await h.upload(as, url, { name: 'notes.pdf', bytes: pdf })
        : await h.call(route.method, url, { as, ...(body !== undefined ? { body } : {}) });
      seen[who] = res.status;
      want[who] = expected(route.need, who, route.ok);
      if (res.status === 403) expect(res.body).toEqual({ detail: 'Your role on this site does not allow this.' });
    }
    expect(seen).toEqual(want);
  });

  test('a stranger is told the thing does not exist, in the words it always had', async () => {
    const item = await post();
    const file = await upload();
    expect((await h.call('GET', `/api/content/${item.id}/`, { as: stranger })).body).toEqual({ detail: 'Content not found' });
    expect((await h.call('PATCH', `/api/content/${item.id}/`, { as: stranger, body: { title: 'x' } })).body).toEqual({
      detail: 'Content not found',
    });
    expect((await h.call('GET', `/api/media/files/${file.id}/`, { as: stranger })).body).toEqual({ detail: 'File not found' });
    expect((await h.call('DELETE', `/api/media/files/${file.id}/`, { as: stranger })).body).toEqual({ detail: 'File not found' });
    expect((await h.call('GET', `/api/content/?site=${SITE}`, { as: stranger })).body).toEqual({ detail: 'Site not found' });
    expect((await h.call('POST', '/api/content/', { as: stranger, body: { site: SITE, title: 'x' } })).body).toEqual({
      detail: 'Site not found',
    });
  });
});

describe('authors', () => {
  test("an author writes and publishes their own post but gets 403 on another author's, and on pages", async () => {
    const mine = await h.createItem(author, { site: SITE, title: 'Arthur writes' });
    expect(mine.author).toEqual({ id: author.id, username: author.username });
    const published = await h.call('PATCH', `/api/content/${mine.id}/`, { as: author, body: { status: 'published', body: '**Out**' } });
    expect(published).toMatchObject({ status: 200, body: { status: 'published' } });
    const theirs = await h.createItem(otherAuthor, { site: SITE, title: 'Ann writes' });
    for (const [method, body] of [
      ['PATCH', { title: 'Taken over' }],
      ['PUT', { title: 'Taken over' }],
      ['DELETE', undefined],
    ] as const) {
      expect(await h.call(method, `/api/content/${theirs.id}/`, { as: author, ...(body ? { body } : {}) })).toMatchObject({
        status: 403,
        body: { detail: 'Your role on this site does not allow this.' },
      });
    }
    // Their own post turned into a page asks for an editor.
    expect((await h.call('PATCH', `/api/content/${mine.id}/`, { as: author, body: { type: 'page' } })).status).toBe(403);
    expect((await h.call('GET', `/api/content/${theirs.id}/`, { as: author })).status).toBe(200);
    // An editor changes anyone's post; the post stays its author's.
    const edited = await h.call('PATCH', `/api/content/${theirs.id}/`, { as: editor, body: { title: 'Edited by Edith' } });
    expect(edited).toMatchObject({ status: 200, body: { title: 'Edited by Edith', author: { id: otherAuthor.id } } });
    expect((await h.call('DELETE', `/api/content/${mine.id}/`, { as: author })).status).toBe(204);
  });

  test("an author's upload is theirs to change; someone else's file of the site is an editor's", async () => {
    const mine = await h.upload(author, `/api/media/upload/?site=${SITE}`, { name: 'arthur.pdf', bytes: pdf });
    expect(mine).toMatchObject({ status: 201, body: { site: SITE } });
    expect((await h.call('PATCH', `/api/media/files/${mine.body.id}/`, { as: author, body: { name: 'Mine.pdf' } })).status).toBe(200);
    const owners = await upload();
    expect((await h.call('DELETE', `/api/media/files/${owners.id}/`, { as: author })).status).toBe(403);
    expect((await h.call('DELETE', `/api/media/files/${mine.body.id}/`, { as: editor })).status).toBe(204);
  });
});

describe('lists go by the sites one may open', () => {
  test("an editor's lists hold the site's posts and files; a stranger's do not", async () => {
    const item = await h.createItem(owner, { site: SITE, title: 'Listed for the team' });
    const file = await upload();
    const personal = await h.upload(owner, '/api/media/files/', { name: 'private.pdf', bytes: pdf });
    const ids = async (url: string, as: { id: number; username: string }) =>
      ((await h.call('GET', url, { as })).body.results as { id: number }[]).map((row) => row.id);
    expect(await ids('/api/content/?page_size=100&search=listed', editor)).toContain(item.id);
    expect(await ids('/api/content/?page_size=100&search=listed', stranger)).not.toContain(item.id);
    const editorsFiles = await ids('/api/media/files/?page_size=100', editor);
    expect(editorsFiles).toContain(file.id);
    expect(editorsFiles).not.toContain(personal.body.id);
    expect(await ids('/api/media/files/?page_size=100', owner)).toEqual(expect.arrayContaining([file.id, personal.body.id]));
    expect(await ids('/api/media/files/?page_size=100', stranger)).not.toContain(file.id);
    // A file of no site stays its uploader's alone.
    expect((await h.call('GET', `/api/media/files/${personal.body.id}/`, { as: editor })).status).toBe(404);
  });
});

test('a removed member gets 404 at once, on the next request', async () => {
  const temp = { id: 17, username: 'tim' };
  await member(temp.id, 'editor');
  const item = await post('Still here');
  expect((await h.call('GET', `/api/content/${item.id}/`, { as: temp })).status).toBe(200);
  expect((await h.call('PATCH', `/api/content/${item.id}/`, { as: temp, body: { title: 'Edited' } })).status).toBe(200);
  await member(temp.id, null);
  expect((await h.call('GET', `/api/content/${item.id}/`, { as: temp })).body).toEqual({ detail: 'Content not found' });
  expect((await h.call('PATCH', `/api/content/${item.id}/`, { as: temp, body: { title: 'Again' } })).status).toBe(404);
  expect((await h.call('GET', `/api/content/?site=${SITE}`, { as: temp })).status).toBe(404);
  const list = (await h.call('GET', '/api/content/?page_size=100', { as: temp })).body;
  expect(list.results.map((row: { id: number }) => row.id)).not.toContain(item.id);
});
