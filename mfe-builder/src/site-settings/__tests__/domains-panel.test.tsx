import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@atlas/shell-kit';
import { SiteSettingsModal } from '../site-settings-modal';
import { DomainsPanel } from '../domains-panel';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import type { Site, SiteDomain } from '../../api/types';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));
jest.mock('@atlas/shell-kit', () => ({
  ...jest.requireActual('@atlas/shell-kit'),
  useAuth: () => ({ user: { id: 1, username: 'alice', is_staff: false }, isStaff: false, loading: false }),
}));

const site = (role: Site['role'], primary_origin: string | null = 'https://acme.sites.test') =>
  ({ id: 3, name: 'Acme', slug: 'acme', description: '', is_published: true, owner: 1, role, primary_origin }) as Site;

const TOKEN = 'atlas-verify=Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4';
const domain = (id: number, hostname: string, changes: Partial<SiteDomain> = {}): SiteDomain =>
  ({
    id,
    site_id: 3,
    hostname,
    status: 'pending',
    primary: false,
    records: [
      { type: 'TXT', name: `_atlas-challenge.${hostname}`, value: TOKEN },
      { type: 'CNAME', name: hostname, value: 'acme.sites.test' },
    ],
    seen: [],
    problem: null,
    verified_at: null,
    missing_since: null,
    created_at: '2026-11-27T10:00:00.000Z',
    www_of: null,
    ...changes,
  }) as SiteDomain;

/** The service's domains as the tests change them; GET answers them as they are. */
let stored: SiteDomain[] = [];

function openDomains(role: Site['role'] = 'owner') {
  answer('GET', '/builder/sites/3/', site(role));
  renderAt('/', '/', <SiteSettingsModal site={site(role)} open initialTab="domains" onClose={() => {}} />);
}

const rowOf = (hostname: string) => screen.getByRole('listitem', { name: hostname });
const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

beforeEach(() => {
  resetApi();
  stored = [];
  answer('GET', '/builder/sites/3/domains/', () => stored);
});

test('the owner adds a domain and sees the DNS records to create, each copied with a confirmation', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  answer('POST', '/builder/sites/3/domains/', (body: any) => {
    stored = [domain(5, body.hostname)];
    return stored[0];
  });
  openDomains();
  expect(await screen.findByText('No domains yet. Add one below to serve the site at your own address.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'acme.sites.test' })).toHaveAttribute('href', 'https://acme.sites.test');

  fireEvent.change(screen.getByRole('textbox', { name: 'Domain' }), { target: { value: ' shop.example.com ' } });
  await click(screen.getByRole('button', { name: 'Add domain' }));
  expect(calls.find((c) => c.method === 'POST')).toMatchObject({
    path: '/builder/sites/3/domains/',
    body: { hostname: 'shop.example.com' },
  });

  const row = await waitFor(() => rowOf('shop.example.com'));
  expect(within(row).getByText('Pending')).toBeInTheDocument();
  const table = within(row).getByRole('table', { name: 'DNS records for shop.example.com' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Type', 'Name', 'Value']);
  const [, txt, cname] = within(table).getAllByRole('row');
  expect(txt.textContent).toContain(`TXT_atlas-challenge.shop.example.com`);
  expect(txt.textContent).toContain(TOKEN);
  expect(cname.textContent).toContain('CNAMEshop.example.com');
  expect(screen.getByRole('textbox', { name: 'Domain' })).toHaveValue('');

  await click(within(txt).getByRole('button', { name: `Copy ${TOKEN}` }));
  expect(writeText).toHaveBeenCalledWith(TOKEN);
  expect(within(txt).getByText('Copied')).toBeInTheDocument();
  await click(within(txt).getByRole('button', { name: 'Copy _atlas-challenge.shop.example.com' }));
  expect(writeText).toHaveBeenLastCalledWith('_atlas-challenge.shop.example.com');
});

test("a refused domain shows the service's reason under the field", async () => {
  answer('POST', '/builder/sites/3/domains/', () => {
    throw new ApiError(409, 'Conflict', { detail: 'This domain is already connected to another site.' });
  });
  openDomains();
  fireEvent.change(await screen.findByRole('textbox', { name: 'Domain' }), { target: { value: 'taken.example.com' } });
  await click(screen.getByRole('button', { name: 'Add domain' }));
  const field = screen.getByRole('textbox', { name: 'Domain' });
  expect(await screen.findByText('This domain is already connected to another site.')).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveValue('taken.example.com');
});

test('Verify of a domain whose record is not there yet says what it saw and what is wrong', async () => {
  stored = [domain(5, 'shop.example.com')];
  let seen: string[] = [];
  answer('POST', '/builder/sites/3/domains/5/verify/', () => ({
    ...stored[0],
    seen,
    problem: seen.length ? 'the TXT record does not match' : 'no TXT record found',
  }));
  openDomains();
  const verify = await screen.findByRole('button', { name: 'Verify shop.example.com' });
  expect(screen.queryByText('What we saw:')).toBeNull();

  await click(verify);
  expect(calls.some((c) => c.method === 'POST' && c.path === '/builder/sites/3/domains/5/verify/')).toBe(true);
  const row = rowOf('shop.example.com');
  expect(within(row).getByText('What we saw:')).toBeInTheDocument();
  expect(within(row).getByText('Nothing yet')).toBeInTheDocument();
  expect(within(row).getByText('No TXT record found')).toBeInTheDocument();

  seen = ['atlas-verify=old', 'v=spf1 -all'];
  await click(screen.getByRole('button', { name: 'Verify shop.example.com' }));
  expect(within(row).queryByText('Nothing yet')).toBeNull();
  expect(within(row).getByText('atlas-verify=old')).toBeInTheDocument();
  expect(within(row).getByText('v=spf1 -all')).toBeInTheDocument();
  expect(within(row).getByText('The TXT record does not match')).toBeInTheDocument();
  expect(within(row).getByText('Pending')).toBeInTheDocument();
});

test('Verify that finds the record shows Verified, drops the records and offers no second Verify', async () => {
  stored = [domain(5, 'shop.example.com')];
  answer('POST', '/builder/sites/3/domains/5/verify/', () => {
    stored = [{ ...stored[0], status: 'verified', primary: true, seen: [TOKEN], verified_at: '2026-11-27T11:00:00.000Z' }];
    return stored[0];
  });
  openDomains();
  await click(await screen.findByRole('button', { name: 'Verify shop.example.com' }));
  const row = rowOf('shop.example.com');
  expect(within(row).getByText('Verified')).toBeInTheDocument();
  expect(within(row).getByText('Primary')).toBeInTheDocument();
  expect(within(row).queryByText('Pending')).toBeNull();
  expect(within(row).queryByRole('table')).toBeNull();
  expect(within(row).queryByRole('button', { name: /^Verify/ })).toBeNull();
  expect(screen.getByText('shop.example.com is verified')).toBeInTheDocument();
  // The site's address may have moved: the site is read afresh.
  await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path === '/builder/sites/3/').length).toBeGreaterThan(1));
});

test('Make primary is offered for a verified domain that is not primary, and moves the Primary badge', async () => {
  const verified = { status: 'verified' as const, verified_at: '2026-11-27T11:00:00.000Z' };
  stored = [
    domain(5, 'shop.example.com', { ...verified, primary: true }),
    domain(6, 'store.example.com', verified),
    domain(7, 'new.example.com'),
  ];
  answer('PATCH', '/builder/sites/3/domains/6/', (body: any) => {
    expect(body).toEqual({ primary: true });
    stored = stored.map((d) => ({ ...d, primary: d.id === 6 }));
    return stored[1];
  });
  openDomains();
  await screen.findByRole('listitem', { name: 'store.example.com' });
  expect(screen.queryByRole('button', { name: 'Make primary shop.example.com' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Make primary new.example.com' })).toBeNull();

  await click(screen.getByRole('button', { name: 'Make primary store.example.com' }));
  expect(calls.some((c) => c.method === 'PATCH' && c.path === '/builder/sites/3/domains/6/')).toBe(true);
  expect(within(rowOf('store.example.com')).getByText('Primary')).toBeInTheDocument();
  expect(within(rowOf('shop.example.com')).queryByText('Primary')).toBeNull();
  expect(screen.getByRole('button', { name: 'Make primary shop.example.com' })).toBeInTheDocument();
});

test('an apex shows its www row under it; Remove asks first and says the www row goes too', async () => {
  stored = [
    domain(5, 'example.com', { records: [{ type: 'A', name: 'example.com', value: '203.0.113.7' }] }),
    domain(9, 'other.example.org'),
    domain(6, 'www.example.com', { www_of: 5 }),
  ];
  answer('DELETE', '/builder/sites/3/domains/5/', () => {
    stored = stored.filter((d) => d.id !== 5 && d.www_of !== 5);
    return null;
  });
  openDomains();
  const apex = await screen.findByRole('listitem', { name: 'example.com' });
  expect(within(apex).getByRole('listitem', { name: 'www.example.com' })).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Domains' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('aria-label')),
  ).toEqual(['example.com', 'www.example.com', 'other.example.org']);

  fireEvent.click(screen.getByRole('button', { name: 'Remove example.com' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove domain' });
  expect(dialog.textContent).toContain('Remove example.com? Visitors using it no longer reach Acme. www.example.com is removed with it.');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

  fireEvent.click(screen.getByRole('button', { name: 'Remove example.com' }));
  await click(within(await screen.findByRole('dialog', { name: 'Remove domain' })).getByRole('button', { name: 'Remove' }));
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/builder/sites/3/domains/5/']);
  await waitFor(() => expect(screen.queryByRole('listitem', { name: 'example.com' })).toBeNull());
  expect(screen.queryByRole('listitem', { name: 'www.example.com' })).toBeNull();
  expect(screen.getByRole('listitem', { name: 'other.example.org' })).toBeInTheDocument();
});

test.each(['viewer', 'editor'] as const)(
  'the %s role is offered no Domains tab, and the panel itself offers no way to change them',
  async (role) => {
    stored = [
      domain(5, 'shop.example.com'),
      domain(6, 'store.example.com', { status: 'verified', verified_at: '2026-11-27T11:00:00.000Z' }),
    ];
    openDomains(role);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Members']);
    cleanup();
    renderAt('/', '/', <DomainsPanel site={site(role)} />);
    const row = await screen.findByRole('listitem', { name: 'shop.example.com' });
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByRole('table')).toBeInTheDocument();
    expect(within(rowOf('store.example.com')).getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a domain' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add domain' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Verify|Make primary|Remove)/ })).toBeNull();
  },
);
