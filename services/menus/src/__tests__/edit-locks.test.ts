import { editLockStandIn } from '@atlas/service-kit/testing';
import { alice, bob, startMenus, type Harness } from './harness';

// The sites service keeps every edit lock (pages, posts, menus); the menus service asks it, as the
// saving user, who holds a menu's. The kit's stand-in answers as the sites service does.
let sites: Awaited<ReturnType<typeof editLockStandIn>>;
let t: Harness;

beforeAll(async () => {
  sites = await editLockStandIn();
  t = await startMenus();
  await t.publishedSite(1, alice.id, 'alpha');
});
afterAll(async () => {
  await t.close();
  await sites.close();
});

describe('a menu someone else is editing (their tab holds its lock)', () => {
  test('refuses changes to the menu and its items with 423 naming the holder; nothing is written', async () => {
    const menu = await t.menu(alice, { name: 'Main', site: 1 });
    const item = await t.item(alice, { menu: menu.id, title: 'Home', url: '/' });
    sites.hold('menu', menu.id, { id: bob.id, username: 'bob', session: 'tab-bob-000002' });

    const renamed = await t.call('PATCH', `/api/menus/${menu.id}/`, { body: { name: 'Mine' } });
    expect(renamed.status).toBe(423);
    expect(renamed.body.detail).toBe('bob is editing this menu. Take it over to save your changes.');
    expect(renamed.body.lock.user).toEqual({ id: bob.id, username: 'bob' });
    expect((await t.call('POST', '/api/items/', { body: { menu: menu.id, title: 'About', url: '/about' } })).status).toBe(423);
    expect((await t.call('PATCH', `/api/items/${item.id}/`, { body: { title: 'Start' } })).status).toBe(423);
    expect((await t.call('POST', '/api/items/reorder/', { body: { items: [{ id: item.id, sort_order: 3 }] } })).status).toBe(423);
    expect((await t.call('DELETE', `/api/items/${item.id}/`)).status).toBe(423);
    expect((await t.call('DELETE', `/api/menus/${menu.id}/`)).status).toBe(423);
    expect((await t.call('GET', `/api/menus/${menu.id}/`)).body.name).toBe('Main');
    expect((await t.call('GET', `/api/items/${item.id}/`)).body.title).toBe('Home');
  });

  test("the holder's own tab saves; their other tab is told; with the lock let go anyone saves", async () => {
    const menu = await t.menu(alice, { name: 'Footer', site: 1 });
    sites.hold('menu', menu.id, { id: alice.id, username: 'alice', session: 'tab-alice-0001' });
    const own = await t.call('PATCH', `/api/menus/${menu.id}/`, {
      body: { name: 'Footer 2' },
      headers: { 'x-edit-session': 'tab-alice-0001' },
    });
    expect(own.status).toBe(200);
    const other = await t.call('PATCH', `/api/menus/${menu.id}/`, {
      body: { name: 'Footer 3' },
      headers: { 'x-edit-session': 'tab-alice-0002' },
    });
    expect(other.status).toBe(423);
    expect(other.body.detail).toBe('You are editing this menu in another tab. Take it over to save your changes.');
    sites.hold('menu', menu.id, undefined);
    expect((await t.call('PATCH', `/api/menus/${menu.id}/`, { body: { name: 'Footer 4' } })).status).toBe(200);
  });
});
