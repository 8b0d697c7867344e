import { MEMBER_ROLES, SITE_ROLES } from '@atlas/service-kit';
import { MemberRoleSchema, SiteRoleSchema } from '../schemas/sites';
import { alice, bob, staff, startSites, type Harness } from './harness';

const carol = { id: 3, username: 'carol' };
const dave = { id: 4, username: 'dave' };
const erin = { id: 5, username: 'erin' };
const stranger = { id: 6, username: 'mallory' };

let h: Harness;
beforeAll(async () => {
  h = await startSites();
  for (const who of [alice, bob, carol, dave, erin, stranger]) await h.registered(who);
});
afterAll(async () => h?.service.close());

/** Invites `who` with `role` to a site of `by` and has them accept; the accepted answer. */
async function join(siteId: number, who: { id: number; username: string }, role: string, by: { id: number } = alice) {
  const invited = await h.call('POST', `/api/builder/sites/${siteId}/invitations/`, {
    as: by,
    body: { email: `${who.username}@example.com`, role },
  });
  expect(invited.status).toBe(201);
  const token = invited.body.accept_url.replace('/invite/', '');
  const accepted = await h.call('POST', '/api/builder/invitations/accept/', { as: who, body: { token } });
  expect(accepted.status).toBe(200);
  return accepted.body;
}

test('the schemas name exactly the kit’s roles', () => {
  expect(MemberRoleSchema.anyOf.map((s: { const: string }) => s.const)).toEqual([...MEMBER_ROLES]);
  expect(SiteRoleSchema.anyOf.map((s: { const: string }) => s.const)).toEqual([...SITE_ROLES]);
});

describe('invitations', () => {
  test('an admin invites by email; the link is single use, for the account with that address, and joins them with the role', async () => {
    const site = await h.createSite(alice, 'inv-site');
    const invited = await h.call('POST', `/api/builder/sites/${site.id}/invitations/`, {
      body: { email: 'Bob@Example.com', role: 'editor' },
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      email: 'bob@example.com',
      role: 'editor',
      accept_url: expect.stringMatching(/^\/invite\/[A-Za-z0-9_-]{43}$/),
    });
    const days = (Date.parse(invited.body.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    // The pending list gives the same link back; the table keeps only its hash.
    const pending = await h.call('GET', `/api/builder/sites/${site.id}/invitations/`);
    expect(pending.body).toEqual([expect.objectContaining({ id: invited.body.id, accept_url: invited.body.accept_url })]);
    const stored = await h.service.app.db('sites.invitations').where({ id: invited.body.id }).first();
    expect(JSON.stringify(stored)).not.toContain(invited.body.accept_url.slice(8));

    const token = invited.body.accept_url.slice('/invite/'.length);
    // The email goes through the outbox with the invitation, its link the same one.
    const [mail] = (await h.outbox('mail.message.requested')).filter((event) => event.payload.to === 'bob@example.com');
    expect(mail.payload).toMatchObject({ category: 'invitation', subject: 'alice invited you to Site inv-site on Atlas' });
    expect(mail.payload.link).toMatch(new RegExp(`^https?://[^/]+/invite/${token}$`));
    expect(mail.payload.text).toContain(mail.payload.link);
    const accepted = await h.call('POST', '/api/builder/invitations/accept/', { as: bob, body: { token } });
    expect(accepted).toMatchObject({
      status: 200,
      body: { site: { id: site.id, name: 'Site inv-site', slug: 'inv-site' }, role: 'editor' },
    });
    // Used: gone for everyone.
    const again = await h.call('POST', '/api/builder/invitations/accept/', { as: carol, body: { token } });
    expect(again).toMatchObject({ status: 404, body: { detail: 'Invitation not found or expired' } });
    expect((await h.call('GET', `/api/builder/sites/${site.id}/invitations/`)).body).toEqual([]);

    const list = await h.call('GET', '/api/builder/sites/', { as: bob });
    expect(list.body).toEqual([expect.objectContaining({ id: site.id, role: 'editor' })]);
    expect((await h.outbox('sites.member.added')).at(-1)).toMatchObject({
      key: String(site.id),
      payload: { site_id: site.id, user_id: bob.id, role: 'editor', changed_at: expect.any(String) },
    });
  });

  test('revoked, expired, unknown and malformed tokens all answer 404 "Invitation not found or expired"', async () => {
    const site = await h.createSite(alice, 'inv-gone');
    const revoked = await h.call('POST', `/api/builder/sites/${site.id}/invitations/`, {
      body: { email: 'x@example.com', role: 'viewer' },
    });
    expect((await h.call('DELETE', `/api/builder/sites/${site.id}/invitations/${revoked.body.id}/`)).status).toBe(204);
    expect((await h.call('DELETE', `/api/builder/sites/${site.id}/invitations/${revoked.body.id}/`)).status).toBe(404);
    const expired = await h.call('POST', `/api/builder/sites/${site.id}/invitations/`, {
      body: { email: 'y@example.com', role: 'viewer' },
    });
    await h.service.app
      .db('sites.invitations')
      .where({ id: expired.body.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    for (const token of [revoked.body.accept_url.slice(8), expired.body.accept_url.slice(8), 'A'.repeat(43), '../../etc/passwd', 'x']) {
      const res = await h.call('POST', '/api/builder/invitations/accept/', { as: bob, body: { token } });
      expect(res).toMatchObject({ status: 404, body: { detail: 'Invitation not found or expired' } });
    }
    expect((await h.call('POST', '/api/builder/invitations/accept/', { as: bob, body: {} })).status).toBe(400);
    expect((await h.call('POST', '/api/builder/invitations/accept/', { as: null, body: { token: 'A'.repeat(43) } })).status).toBe(401);
  });

  test('an invitation cannot make an owner, and only admins and the owner invite', async () => {
    const site = await h.createSite(alice, 'inv-rules');
    const owner = await h.call('POST', `/api/builder/sites/${site.id}/invitations/`, { body: { email: 'z@example.com', role: 'owner' } });
    expect(owner.status).toBe(400);
    expect(
      (await h.call('POST', `/api/builder/sites/${site.id}/invitations/`, { body: { email: 'not-an-email', role: 'viewer' } })).status,
    ).toBe(400);
    await join(site.id, bob, 'editor');
    const byEditor = await h.call('POST', `/api/builder/sites/${site.id}/invitations/`, {
      as: bob,
      body: { email: 'q@example.com', role: 'viewer' },
    });
    expect(byEditor).toMatchObject({ status: 403, body: { detail: 'Your role on this site does not allow this.' } });
    expect((await h.call('GET', `/api/builder/sites/${site.id}/invitations/`, { as: bob })).status).toBe(403);
    expect(
      (
        await h.call('POST', `/api/builder/sites/${site.id}/invitations/`, {
          as: stranger,
          body: { email: 'q@example.com', role: 'viewer' },
        })
      ).status,
    ).toBe(404);
  });

  test('an invitation for one address is refused to another account, saying whose it is; the page names site, role and inviter', async () => {
    const site = await h.createSite(alice, 'inv-zoe');
    const invited = await h.call('POST', `/api/builder/sites/${site.id}/invitations/`, {
      body: { email: 'zoe@example.com', role: 'editor' },
    });
    expect(invited.body.any_address).toBe(false);
    const token = invited.body.accept_url.slice('/invite/'.length);
    const preview = await h.call('GET', `/api/builder/invitations/${token}/`, { as: null });
    expect(preview).toMatchObject({
      status: 200,
      body: { site: { name: 'Site inv-zoe' }, role: 'editor', email: 'zoe@example.com', any_address: false, invited_by: 'alice' },
    });
    const refused = await h.call('POST', '/api/builder/invitations/accept/', { as: bob, body: { token } });
    expect(refused).toMatchObject({
      status: 403,
      body: { detail: 'This invitation is for zoe@example.com. You are signed in as bob; sign in with zoe@example.com to accept it.' },
    });
    // Still open for Zoe, who joins.
    const zoe = { id: 40, username: 'zoe' };
    await h.registered(zoe, 'Zoe@Example.com');
    expect((await h.call('POST', '/api/builder/invitations/accept/', { as: zoe, body: { token } })).body.role).toBe('editor');
    expect((await h.call('GET', `/api/builder/invitations/${token}/`, { as: null })).status).toBe(404);
  });

  test('the inviter may let any account accept', async () => {
    const site = await h.createSite(alice, 'inv-any');
    const invited = await h.call('POST', `/api/builder/sites/${site.id}/invitations/`, {
      body: { email: 'someone@example.com', role: 'viewer', any_address: true },
    });
    const [mail] = (await h.outbox('mail.message.requested')).filter((event) => event.payload.to === 'someone@example.com');
    expect(mail.payload.text).toContain('Sign in or create an account with any address');
    const token = invited.body.accept_url.slice('/invite/'.length);
    expect((await h.call('POST', '/api/builder/invitations/accept/', { as: carol, body: { token } })).body.role).toBe('viewer');
  });

  test('two people taking one link at once: exactly one joins', async () => {
    const site = await h.createSite(alice, 'inv-race');
    const invited = await h.call('POST', `/api/builder/sites/${site.id}/invitations/`, {
      body: { email: 'race@example.com', role: 'viewer', any_address: true },
    });
    const token = invited.body.accept_url.slice(8);
    const takers = Array.from({ length: 8 }, (_, i) => ({ id: 100 + i, username: `taker${i}` }));
    const answers = await Promise.all(takers.map((as) => h.call('POST', '/api/builder/invitations/accept/', { as, body: { token } })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404, 404, 404, 404, 404, 404, 404]);
    const members = await h.call('GET', `/api/builder/sites/${site.id}/members/`);
    expect(members.body).toHaveLength(2);
  });
});

describe('members', () => {
  let siteId: number;
  beforeAll(async () => {
    siteId = (await h.createSite(alice, 'team-site')).id;
    await join(siteId, bob, 'admin');
    await join(siteId, carol, 'editor');
    await join(siteId, dave, 'viewer');
    await join(siteId, erin, 'author');
  });

  test('any member lists them: the owner first, then in the order they joined', async () => {
    const res = await h.call('GET', `/api/builder/sites/${siteId}/members/`, { as: dave });
    expect(res.status).toBe(200);
    expect(res.body.map((m: { user: { id: number }; role: string }) => [m.user.id, m.role])).toEqual([
      [alice.id, 'owner'],
      [bob.id, 'admin'],
      [carol.id, 'editor'],
      [dave.id, 'viewer'],
      [erin.id, 'author'],
    ]);
    expect(res.body[1]).toMatchObject({ user: { id: bob.id, username: 'bob' }, added_at: expect.any(String) });
    expect((await h.call('GET', `/api/builder/sites/${siteId}/members/`, { as: stranger })).status).toBe(404);
    expect((await h.call('GET', `/api/builder/sites/${siteId}/members/`, { as: staff })).status).toBe(200);
  });

  test('an admin changes roles but not the owner’s, and not another admin’s; the owner may', async () => {
    expect(
      (await h.call('PATCH', `/api/builder/sites/${siteId}/members/${dave.id}/`, { as: bob, body: { role: 'author' } })).body,
    ).toMatchObject({ role: 'author' });
    const ownerByAdmin = await h.call('PATCH', `/api/builder/sites/${siteId}/members/${alice.id}/`, { as: bob, body: { role: 'viewer' } });
    expect(ownerByAdmin.status).toBe(403);
    await h.call('PATCH', `/api/builder/sites/${siteId}/members/${carol.id}/`, { as: alice, body: { role: 'admin' } });
    const adminByAdmin = await h.call('PATCH', `/api/builder/sites/${siteId}/members/${carol.id}/`, { as: bob, body: { role: 'viewer' } });
    expect(adminByAdmin).toMatchObject({ status: 403, body: { detail: 'Only the owner can change or remove an admin.' } });
    expect(
      (await h.call('PATCH', `/api/builder/sites/${siteId}/members/${carol.id}/`, { as: alice, body: { role: 'editor' } })).status,
    ).toBe(200);
    expect(
      (await h.call('PATCH', `/api/builder/sites/${siteId}/members/${carol.id}/`, { as: carol, body: { role: 'admin' } })).status,
    ).toBe(403);
    expect((await h.call('PATCH', `/api/builder/sites/${siteId}/members/${dave.id}/`, { as: bob, body: { role: 'owner' } })).status).toBe(
      400,
    );
    expect(
      (await h.call('PATCH', `/api/builder/sites/${siteId}/members/${stranger.id}/`, { as: bob, body: { role: 'viewer' } })).status,
    ).toBe(404);
    expect((await h.outbox('sites.member.changed')).at(-1)).toMatchObject({ payload: { user_id: carol.id, role: 'editor' } });
  });

  test('anyone but the owner may leave; removing others is for admins; the owner stays', async () => {
    const site = (await h.createSite(alice, 'leave-site')).id;
    await join(site, bob, 'admin');
    await join(site, carol, 'editor');
    await join(site, dave, 'viewer');
    expect((await h.call('DELETE', `/api/builder/sites/${site}/members/${dave.id}/`, { as: carol })).status).toBe(403);
    expect((await h.call('DELETE', `/api/builder/sites/${site}/members/${carol.id}/`, { as: carol })).status).toBe(204);
    expect((await h.call('DELETE', `/api/builder/sites/${site}/members/${alice.id}/`, { as: alice })).status).toBe(403);
    expect((await h.call('DELETE', `/api/builder/sites/${site}/members/${alice.id}/`, { as: bob })).status).toBe(403);
    expect((await h.call('DELETE', `/api/builder/sites/${site}/members/${dave.id}/`, { as: bob })).status).toBe(204);
    // Removed: the site is gone for them at once, here.
    expect((await h.call('GET', `/api/builder/sites/${site}/`, { as: dave })).status).toBe(404);
    expect((await h.outbox('sites.member.removed')).at(-1)).toMatchObject({ payload: { site_id: site, user_id: dave.id } });
    expect((await h.outbox('sites.member.removed')).at(-1)!.payload).not.toHaveProperty('role');
  });

  test('the owner hands the site to a member: they own it, the old owner is an admin; nobody else may', async () => {
    const site = (await h.createSite(alice, 'handover')).id;
    await join(site, bob, 'editor');
    expect((await h.call('POST', `/api/builder/sites/${site}/transfer/`, { as: bob, body: { user_id: bob.id } })).status).toBe(403);
    expect((await h.call('POST', `/api/builder/sites/${site}/transfer/`, { body: { user_id: stranger.id } })).status).toBe(400);
    const moved = await h.call('POST', `/api/builder/sites/${site}/transfer/`, { body: { user_id: bob.id } });
    expect(moved).toMatchObject({ status: 200, body: { owner: bob.id, role: 'admin' } });
    const members = (await h.call('GET', `/api/builder/sites/${site}/members/`, { as: bob })).body;
    expect(members.map((m: { user: { id: number }; role: string }) => [m.user.id, m.role])).toEqual([
      [bob.id, 'owner'],
      [alice.id, 'admin'],
    ]);
    expect((await h.call('DELETE', `/api/builder/sites/${site}/`, { as: alice })).status).toBe(403);
    expect((await h.outbox('sites.site.updated')).at(-1)).toMatchObject({ payload: { site_id: site, owner_id: bob.id } });
  });

  test('the sites service answers one person’s role with its time (what the other services ask)', async () => {
    const res = await h.call('GET', `/api/builder/sites/${siteId}/members/${erin.id}/`, {
      as: { id: 0, username: 'service:content', is_staff: true },
    });
    expect(res).toMatchObject({ status: 200, body: { role: 'author', changed_at: expect.any(String) } });
    // Not a member, as of the sites service's time: a copy holding an older membership drops it.
    const notMember = await h.call('GET', `/api/builder/sites/${siteId}/members/${stranger.id}/`, { as: staff });
    expect(notMember).toMatchObject({ status: 404, body: { detail: 'Member not found', as_of: expect.any(String) } });
    expect(Math.abs(Date.parse(notMember.body.as_of) - Date.now())).toBeLessThan(60_000);
  });
});

describe('the sites service’s own routes by role', () => {
  let siteId: number;
  let pageId: number;
  const people = { owner: alice, admin: bob, editor: carol, author: erin, viewer: dave, stranger, staff };
  beforeAll(async () => {
    siteId = (await h.createSite(alice, 'matrix-site')).id;
    pageId = (await h.createPage(alice, siteId, 'Matrix page')).id;
    await join(siteId, bob, 'admin');
    await join(siteId, carol, 'editor');
    await join(siteId, dave, 'viewer');
    await join(siteId, erin, 'author');
  });

  type Row = [string, 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', () => string, unknown, Record<keyof typeof people, number>];
  const ok = (viewer: number, author: number, editor: number, admin: number, owner: number, staffStatus: number) => ({
    viewer,
    author,
    editor,
    admin,
    owner,
    stranger: 404,
    staff: staffStatus,
  });
  const rows: Row[] = [
    ['read the site', 'GET', () => `/api/builder/sites/${siteId}/`, undefined, ok(200, 200, 200, 200, 200, 200)],
    ['list its pages', 'GET', () => `/api/builder/pages/?site=${siteId}`, undefined, ok(200, 200, 200, 200, 200, 200)],
    ['read a page', 'GET', () => `/api/builder/pages/${pageId}/`, undefined, ok(200, 200, 200, 200, 200, 200)],
    ['save a page', 'POST', () => `/api/builder/pages/${pageId}/save_blocks/`, { blocks: [] }, ok(403, 403, 200, 200, 200, 404)],
    ['add a page', 'POST', () => '/api/builder/pages/', () => ({ site: siteId, title: 'Another' }), ok(403, 403, 201, 201, 201, 404)],
    ['read the navigation', 'GET', () => `/api/builder/sites/${siteId}/navigation/`, undefined, ok(200, 200, 200, 200, 200, 200)],
    ['change settings', 'PATCH', () => `/api/builder/sites/${siteId}/`, { description: 'x' }, ok(403, 403, 403, 200, 200, 404)],
    ['list invitations', 'GET', () => `/api/builder/sites/${siteId}/invitations/`, undefined, ok(403, 403, 403, 200, 200, 404)],
    ['list members', 'GET', () => `/api/builder/sites/${siteId}/members/`, undefined, ok(200, 200, 200, 200, 200, 200)],
    [
      'delete the site',
      'DELETE',
      () => `/api/builder/sites/${siteId + 100000}/`,
      undefined,
      { viewer: 404, author: 404, editor: 404, admin: 404, owner: 404, stranger: 404, staff: 404 },
    ],
  ];

  test.each(rows)('%s', async (_name, method, url, body, expected) => {
    const got: Record<string, number> = {};
    for (const [who, as] of Object.entries(people)) {
      const res = await h.call(method, url(), { as, body: typeof body === 'function' ? body() : body });
      got[who] = res.status;
      if (res.status === 403) expect(res.body.detail).toEqual(expect.any(String));
    }
    expect(got).toEqual(expected);
  });

  test('only the owner deletes the site', async () => {
    for (const as of [bob, carol, dave, erin]) expect((await h.call('DELETE', `/api/builder/sites/${siteId}/`, { as })).status).toBe(403);
    expect((await h.call('DELETE', `/api/builder/sites/${siteId}/`, { as: stranger })).status).toBe(404);
    expect((await h.call('DELETE', `/api/builder/sites/${siteId}/`, { as: alice })).status).toBe(204);
  });
});
