import type { ServiceDefinition } from '../../create-service';
import { testService, type TestService } from '../../testing';
import { siteAccess, type SitesLookup } from '../access';
import { siteCopyMigration, siteCopyRepository, siteMembersMigration, type SiteFacts } from '../copy';
import type { SiteAnswer } from '../access';

const alice = { id: 7, username: 'alice', is_staff: false };
const bob = { id: 8, username: 'bob', is_staff: false };
const staff = { id: 1, username: 'admin', is_staff: true };

const service: ServiceDefinition = {
  name: 'site_access_test',
  port: 0,
  migrations: [siteCopyMigration, siteMembersMigration],
  routes: async () => undefined,
};

let test_: TestService;
beforeAll(async () => {
  test_ = await testService(service, { runEvents: false });
});
afterAll(async () => test_?.close());
beforeEach(async () => {
  await test_.app.db('site_access_test.sites').delete();
  await test_.app.db('site_access_test.site_members').delete();
});

/** The check over this test's copy, with a sites service that knows `known` (and counts the questions). */
function check(known: SiteAnswer[] = []) {
  const copy = siteCopyRepository(test_.app.db, 'site_access_test');
  const lookup = jest.fn<ReturnType<SitesLookup>, Parameters<SitesLookup>>(async (id) => known.find((site) => site.id === id));
  return { copy, lookup, access: siteAccess(copy, lookup) };
}

const bakery: SiteFacts = { id: 3, owner_id: alice.id, slug: 'bakery', name: 'Bakery', is_published: false };

test('a site the copy has not heard of yet is asked of the sites service, and the copy keeps the answer', async () => {
  const { copy, lookup, access } = check([bakery]);
  await expect(access.requireSite(alice, 3, 'write')).resolves.toMatchObject({ id: 3, owner_id: alice.id, slug: 'bakery' });
  expect(lookup).toHaveBeenCalledTimes(1);
  expect(await copy.find(3)).toMatchObject({ owner_id: alice.id, deleted: false });
  // Known now: not asked again.
  await access.requireSite(alice, 3, 'write');
  expect(lookup).toHaveBeenCalledTimes(1);
});

test("someone else's site, or one nobody has, answers 404 'Site not found'", async () => {
  const { access } = check([bakery]);
  await expect(access.requireSite(bob, 3, 'read')).rejects.toMatchObject({ statusCode: 404, message: 'Site not found' });
  await expect(access.requireSite(alice, 99, 'read')).rejects.toMatchObject({ statusCode: 404, message: 'Site not found' });
  await expect(access.requireSite(alice, 2 ** 31, 'read')).rejects.toMatchObject({ statusCode: 404 });
});

test('one staff rule: staff read every site and change only their own', async () => {
  const { copy, access } = check();
  await copy.upsert(bakery);
  await expect(access.requireSite(staff, 3, 'read')).resolves.toMatchObject({ id: 3 });
  await expect(access.requireSite(staff, 3, 'write')).rejects.toMatchObject({ statusCode: 404 });
});

test('a site handed to another owner a moment ago follows the sites service', async () => {
  const { copy, access } = check([{ ...bakery, owner_id: bob.id }]);
  await copy.upsert(bakery);
  await expect(access.requireSite(bob, 3, 'write')).resolves.toMatchObject({ owner_id: bob.id });
  await expect(access.requireSite(alice, 3, 'write')).rejects.toMatchObject({ statusCode: 404 });
});

test('a deleted site is final: the sites service is not asked', async () => {
  const { copy, lookup, access } = check([bakery]);
  await copy.markDeleted(bakery);
  await expect(access.requireSite(alice, 3, 'read')).rejects.toMatchObject({ statusCode: 404 });
  expect(lookup).not.toHaveBeenCalled();
});

test('inside a transaction only the copy is read (the sites service may need the connection it holds)', async () => {
  const { lookup, access } = check([bakery]);
  await test_.app.db.transaction(async (trx) => {
    await expect(access.requireSite(alice, 3, 'write', trx)).rejects.toMatchObject({ statusCode: 404 });
  });
  expect(lookup).not.toHaveBeenCalled();
});

describe('roles', () => {
  const carol = { id: 9, username: 'carol', is_staff: false };
  const at = (seconds: number) => new Date(Date.UTC(2026, 10, 27, 12, 0, seconds)).toISOString();

  test('each role includes the ones below it; a member short of the need is refused with 403, a stranger gets 404', async () => {
    const { copy, access } = check();
    await copy.upsert(bakery);
    await copy.recordMembership({ site_id: 3, user_id: bob.id, role: 'author', changed_at: at(1) });
    await expect(access.requireSite(bob, 3, 'read')).resolves.toMatchObject({ id: 3, role: 'author' });
    await expect(access.requireSite(bob, 3, 'author')).resolves.toMatchObject({ role: 'author' });
    await expect(access.requireSite(bob, 3, 'write')).rejects.toMatchObject({
      statusCode: 403,
      message: 'Your role on this site does not allow this.',
    });
    await expect(access.requireSite(bob, 3, 'admin')).rejects.toMatchObject({ statusCode: 403 });
    await expect(access.requireSite(carol, 3, 'read')).rejects.toMatchObject({ statusCode: 404, message: 'Site not found' });
    await expect(access.requireSite(alice, 3, 'owner')).resolves.toMatchObject({ role: 'owner' });
    expect(await copy.visibleTo(bob.id)).toEqual([expect.objectContaining({ id: 3, role: 'author' })]);
    expect(await copy.idsVisibleTo(carol.id)).toEqual([]);
  });

  test('a member added a moment ago is asked of the sites service; a later removal is final even if an older answer arrives', async () => {
    const { copy, lookup, access } = check([{ ...bakery, membership: { site_id: 3, user_id: bob.id, role: 'editor', changed_at: at(5) } }]);
    await copy.upsert(bakery);
    await expect(access.requireSite(bob, 3, 'write')).resolves.toMatchObject({ role: 'editor' });
    expect(lookup).toHaveBeenCalledWith(3, bob.id);
    await copy.recordMembership({ site_id: 3, user_id: bob.id, role: null, changed_at: at(9) });
    // The copy says "removed at 9"; an answer read at 5 cannot bring them back.
    await expect(access.requireSite(bob, 3, 'read')).rejects.toMatchObject({ statusCode: 404 });
    expect(await copy.memberRole(3, bob.id)).toBeUndefined();
  });

  test('staff read every site as viewers and change nothing that is not theirs', async () => {
    const { copy, access } = check();
    await copy.upsert(bakery);
    await expect(access.requireSite(staff, 3, 'read')).resolves.toMatchObject({ role: 'viewer' });
    await expect(access.requireSite(staff, 3, 'author')).rejects.toMatchObject({ statusCode: 404 });
  });
});
