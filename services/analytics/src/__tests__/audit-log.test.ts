import { authHeader } from '@atlas/service-kit/testing';
import { alice, envelope, staff, startAnalytics, type Analytics } from './harness';

let t: Analytics;
const eve = { id: 7, username: 'eve' };
const day = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await startAnalytics();
  const site = { site_id: 1, owner_id: alice.id, slug: 'cafe-ole', name: 'Café Olé', is_published: true };
  await t.deliver(envelope('sites.site.created', site, day('2025-03-01T09:00:00Z')));
  await t.deliver({
    ...envelope('sites.site.updated', { ...site, changed: ['name', 'seo_title'] }, day('2025-03-02T09:00:00Z')),
    actor: alice,
  });
  await t.deliver({ ...envelope('sites.site.updated', { ...site, changed: ['custom_domain'] }, day('2025-03-03T09:00:00Z')), actor: eve });
  const member = { site_id: 1, user_id: 8, username: 'mallory', role: 'editor', changed_at: '2025-03-04T09:00:00Z' };
  await t.deliver({ ...envelope('sites.member.added', member, day('2025-03-04T09:00:00Z')), actor: alice });
  await t.deliver({
    ...envelope('sites.member.changed', { ...member, role: 'admin', changed_at: '2025-03-05T09:00:00Z' }, day('2025-03-05T09:00:00Z')),
    actor: alice,
  });
  const install = { user_id: alice.id, owner_id: alice.id, site_id: 1, module_id: 3, slug: 'webhooks', name: 'Webhooks' };
  await t.deliver({ ...envelope('marketplace.module.installed', install, day('2025-03-06T09:00:00Z')), actor: alice });
  await t.deliver({ ...envelope('marketplace.module.uninstalled', install, day('2025-03-07T09:00:00Z')), actor: eve });
}, 120_000);
afterAll(() => t.close());

const audit = (query = '', as: typeof staff | typeof alice = staff) => t.call('GET', `/api/analytics/audit/${query}`, { as });

describe('GET /api/analytics/audit/ (staff)', () => {
  it('records who changed roles, settings, domains and modules, newest first', async () => {
    const answer = await audit();
    expect(answer.status).toBe(200);
    expect(answer.body.count).toBe(6);
    expect(
      answer.body.results.map((entry: { action: string; description: string; actor: { username: string } | null }) => [
        entry.action,
        entry.description,
        entry.actor?.username,
      ]),
    ).toEqual([
      ['module', "Module 'Webhooks' uninstalled on 'Café Olé'", 'eve'],
      ['module', "Module 'Webhooks' installed on 'Café Olé'", 'alice'],
      ['role', "mallory is now admin on 'Café Olé'", 'alice'],
      ['role', "mallory joined 'Café Olé' as editor", 'alice'],
      ['domain', "Address of 'Café Olé' changed (custom_domain)", 'eve'],
      ['settings', "Settings of 'Café Olé' changed (name, seo_title)", 'alice'],
    ]);
    expect(answer.body.actors).toEqual([
      { id: alice.id, username: 'alice' },
      { id: 7, username: 'eve' },
    ]);
  });

  it('filters by action, person and day (the last day included)', async () => {
    expect((await audit('?action=role')).body.count).toBe(2);
    expect((await audit('?actor=7')).body.results.map((entry: { action: string }) => entry.action)).toEqual(['module', 'domain']);
    const days = await audit('?from=2025-03-03&to=2025-03-04');
    expect(days.body.results.map((entry: { action: string }) => entry.action)).toEqual(['role', 'domain']);
  });

  it('exports the filtered log as CSV', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/analytics/audit/export/?action=domain', headers: authHeader(staff) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="atlas-audit-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(response.body.split('\r\n')).toEqual([
      '"time","action","person","site","description"',
      `"2025-03-03T09:00:00.000Z","domain","eve","1","Address of 'Café Olé' changed (custom_domain)"`,
      '',
    ]);
  });

  it('is for staff only, and refuses a bad filter with its reason', async () => {
    expect((await audit('', alice)).status).toBe(403);
    const bad = await audit('?action=passwords&from=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBeTruthy();
  });
});

describe('the platform security settings on the audit log', () => {
  it('records who required two-factor for staff or changed the session lifetime', async () => {
    await t.deliver({
      ...envelope(
        'identity.settings.changed',
        { require_staff_two_factor: true, session_lifetime_hours: 8, changed: ['require_staff_two_factor', 'session_lifetime_hours'] },
        day('2025-03-08T09:00:00Z'),
      ),
      actor: { id: staff.id, username: staff.username },
    });
    const answer = await audit('?action=settings');
    expect(
      answer.body.results.map((entry: { description: string; actor: { username: string } | null }) => [
        entry.description,
        entry.actor?.username,
      ]),
    ).toEqual([
      ['Platform security changed: two-factor authentication for staff required, session lifetime 8 hours', staff.username],
      ["Settings of 'Café Olé' changed (name, seo_title)", 'alice'],
    ]);
  });
});
