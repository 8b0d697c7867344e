import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@atlas/shell-kit';
import { useLocation } from 'react-router-dom';
import Marketplace from '../marketplace';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));

const moduleOf = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  description: `${title} does things`,
  long_description: `${title} in long`,
  slug: title.toLowerCase().replace(/ /g, '-'),
  version: '1.0.0',
  author: 'Atlas',
  module_type: 'block',
  icon: 'box',
  is_official: false,
  is_featured: false,
  downloads: 1200,
  rating: 4.25,
  rating_count: 10,
  tags: [],
  category: { id: 1, name: 'Blocks', slug: 'blocks' },
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  homepage: 'https://atlas.example/m',
  repository: '',
  documentation: 'javascript:alert(1)',
  screenshots: ['https://atlas.example/shot.png'],
  requirements: ['A shop'],
  atlas_versions: '>=1.0.0 <2.0.0',
  is_compatible: true,
  provides: {},
  publisher: null,
  ...extra,
});

const commerce = moduleOf(1, 'Commerce Blocks', {
  tags: ['commerce', 'shop', 'products', 'blocks'],
  is_official: true,
  is_featured: true,
  rating: 4.75,
});
const cookies = moduleOf(2, 'Cookie Consent', { rating: 4, category: { id: 2, name: 'Privacy', slug: 'privacy' } });

let installed: number[] = [];
function serveCatalogue() {
  answer('GET', '/marketplace/modules/', (_body: unknown, options: any) => {
    const { search = '', category } = options?.query ?? {};
    const results = [commerce, cookies].filter(
      (m) => m.title.toLowerCase().includes(String(search).toLowerCase()) && (!category || m.category.slug === category),
    );
    return { results, count: results.length };
  });
  answer('GET', '/marketplace/categories/', {
    results: [
      { id: 1, name: 'Blocks', slug: 'blocks', module_count: 1 },
      { id: 2, name: 'Privacy', slug: 'privacy', module_count: 1 },
    ],
  });
  answer('GET', '/marketplace/installed/', () => ({
    results: installed.map((id) => ({ id: 100 + id, module: id === 1 ? commerce : cookies, installed_at: '2026-01-02T00:00:00Z' })),
    count: installed.length,
  }));
}

const where = { search: '' };
function Probe() {
  where.search = useLocation().search;
  return null;
}
const open = (path = '/dashboard/marketplace') =>
  renderAt(
    path,
    '/dashboard/marketplace',
    <>
      <Probe />
      <Marketplace />
    </>,
  );
const lastModulesQuery = () => [...calls].reverse().find((c) => c.path === '/marketplace/modules/');

beforeEach(() => {
  resetApi();
  installed = [];
  serveCatalogue();
});

test('cards show at most three tags, the rating to one decimal out of 5, downloads and badges', async () => {
  open();
  const card = (await screen.findByText('Commerce Blocks')).closest('li') as HTMLElement;
  expect(
    within(within(card).getByRole('list', { name: 'Tags' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['commerce', 'shop', 'products']);
  expect(within(card).getByText('★ 4.8 / 5')).toBeInTheDocument();
  expect(within(card).getByText('1.2K downloads')).toBeInTheDocument();
  expect(within(card).getByText('Official')).toBeInTheDocument();
  expect(within(card).getByText('Featured')).toBeInTheDocument();
  const other = screen.getByText('Cookie Consent').closest('li') as HTMLElement;
  expect(within(other).getByText('★ 4.0 / 5')).toBeInTheDocument();
});

test('search, sort and category filter the list and stay in the address', async () => {
  open();
  await screen.findByText('Cookie Consent');
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search modules' }), { target: { value: 'cookie' } });
  await waitFor(() => expect(screen.queryByText('Commerce Blocks')).toBeNull());
  fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'rating' } });
  await waitFor(() => expect(lastModulesQuery()?.path).toBeDefined());
  expect(where.search).toBe('?search=cookie&sort=rating');
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search modules' }), { target: { value: '' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'blocks' } });
  await waitFor(() => expect(screen.queryByText('Cookie Consent')).toBeNull());
  expect(screen.getByText('Commerce Blocks')).toBeInTheDocument();
  expect(where.search).toBe('?sort=rating&category=blocks');
  expect(screen.getByRole('option', { name: 'Most popular' })).toBeInTheDocument();
});

test('the address restores the filters and an empty result offers to clear them', async () => {
  open('/dashboard/marketplace?search=nothing&sort=name');
  expect(await screen.findByText('No modules found')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name');
  fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(await screen.findByText('Commerce Blocks')).toBeInTheDocument();
});

test('install from the detail overlay says so and the button becomes a disabled Installed', async () => {
  answer('POST', '/marketplace/modules/1/module_action/', (body: any) => {
    installed = [1];
    return { success: true, action: body.action, installed: true, changed: true, message: '', module: commerce };
  });
  open();
  fireEvent.click(await screen.findByRole('button', { name: 'Commerce Blocks: details' }));
  const dialog = screen.getByRole('dialog', { name: /Commerce Blocks/ });
  expect(within(dialog).getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  // Only web addresses become links.
  expect(within(dialog).getByRole('link', { name: 'Homepage' })).toHaveAttribute('href', 'https://atlas.example/m');
  expect(within(dialog).queryByRole('link', { name: 'Documentation' })).toBeNull();
  fireEvent.click(within(dialog).getByRole('tab', { name: 'Requirements' }));
  expect(within(dialog).getByText('A shop')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('tab', { name: 'Screenshots' }));
  expect(within(dialog).getByRole('img', { name: 'Commerce Blocks screenshot 1' })).toBeInTheDocument();

  fireEvent.click(within(dialog).getByRole('button', { name: 'Install' }));
  expect(await screen.findByText('Successfully installed Commerce Blocks')).toHaveAttribute('role', 'status');
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ action: 'install' });
  expect(await within(dialog).findByRole('button', { name: 'Installed' })).toBeDisabled();
});

test('a failing install shows the service detail', async () => {
  answer('POST', '/marketplace/modules/2/module_action/', () => {
    throw new ApiError(409, 'Conflict', { detail: 'Cookie Consent 1.0.0 works with Atlas >=2.0.0; this is Atlas 1.0.0' });
  });
  open();
  fireEvent.click(await screen.findByRole('button', { name: 'Cookie Consent: details' }));
  fireEvent.click(screen.getByRole('button', { name: 'Install' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to install Cookie Consent: Cookie Consent 1.0.0 works with Atlas >=2.0.0; this is Atlas 1.0.0',
  );
});

test('uninstall asks first; cancelling changes nothing, confirming uninstalls', async () => {
  installed = [1];
  answer('POST', '/marketplace/modules/1/module_action/', () => {
    installed = [];
    return { success: true, action: 'uninstall', installed: false, changed: true, message: '', module: commerce };
  });
  open();
  fireEvent.click(await screen.findByRole('button', { name: 'Commerce Blocks: details' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Uninstall' }));
  let confirm = screen.getByRole('dialog', { name: 'Uninstall module' });
  fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(calls.some((c) => c.method === 'POST')).toBe(false);

  fireEvent.click(await screen.findByRole('button', { name: 'Uninstall' }));
  confirm = screen.getByRole('dialog', { name: 'Uninstall module' });
  fireEvent.click(within(confirm).getByRole('button', { name: 'Uninstall' }));
  expect(await screen.findByText('Successfully uninstalled Commerce Blocks')).toHaveAttribute('role', 'status');
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ action: 'uninstall' });
  expect(await screen.findByRole('button', { name: 'Install' })).toBeEnabled();
});

test('Escape closes the detail overlay', async () => {
  open();
  fireEvent.click(await screen.findByRole('button', { name: 'Commerce Blocks: details' }));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('a catalogue that cannot be loaded shows the error and retries', async () => {
  let fail = true;
  answer('GET', '/marketplace/modules/', () => {
    if (fail) throw new ApiError(502, 'Bad Gateway', { detail: 'Marketplace unavailable' });
    return { results: [cookies], count: 1 };
  });
  open();
  expect(await screen.findByText('Marketplace unavailable')).toBeInTheDocument();
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Cookie Consent')).toBeInTheDocument();
});

test('an installed module with a settings screen offers Configure, which opens that screen', async () => {
  const webhooks = moduleOf(3, 'Webhooks', { provides: { integration: 'webhooks' } });
  answer('GET', '/marketplace/modules/', { results: [webhooks, commerce], count: 2 });
  answer('GET', '/marketplace/installed/', {
    results: [3, 1].map((id) => ({ id: 100 + id, module: id === 3 ? webhooks : commerce, installed_at: '2026-01-02T00:00:00Z' })),
    count: 2,
  });
  answer('GET', '/marketplace/webhooks/', { results: [], count: 0, available_events: ['sites.form.submitted'] });
  renderAt('/dashboard/marketplace', '/dashboard/marketplace/*', <Marketplace />);
  const card = (await screen.findByText('Webhooks')).closest('li') as HTMLElement;
  await within(card).findByText('Installed');
  // Commerce Blocks is installed too, but has nothing to configure.
  expect(screen.getAllByRole('link', { name: /^Configure/ })).toHaveLength(1);
  fireEvent.click(within(card).getByRole('link', { name: 'Configure Webhooks' }));
  expect(await screen.findByRole('heading', { name: 'Webhooks', level: 1 })).toBeInTheDocument();
  expect(await screen.findByText('No endpoints yet')).toBeInTheDocument();
});

test("manages a site's modules: its own installs are shown and an install goes to the chosen site", async () => {
  answer('GET', '/builder/sites/', [
    { id: 3, name: 'Bakery', role: 'admin' },
    { id: 4, name: 'Read Only', role: 'editor' },
  ]);
  const bakery: number[] = [2];
  answer('GET', '/marketplace/installed/', (_body: unknown, options: any) => {
    const ids = options?.query?.site === 3 ? bakery : installed;
    return {
      results: ids.map((id) => ({ id: 100 + id, module: id === 1 ? commerce : cookies, installed_at: '2026-01-02T00:00:00Z', site_id: 3 })),
      count: ids.length,
    };
  });
  answer('POST', '/marketplace/modules/1/module_action/', (body: any) => {
    bakery.push(1);
    return { success: true, action: body.action, installed: true, changed: true, message: '', module: commerce };
  });
  open('/dashboard/marketplace?site=3');
  const scope = await screen.findByRole('combobox', { name: 'Manage for' });
  await waitFor(() => expect(scope).toHaveValue('3'));
  expect(
    within(scope)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['My account (all the sites I own)', 'Bakery (admin)']);

  fireEvent.click(await screen.findByRole('button', { name: 'Cookie Consent: details' }));
  expect(await within(screen.getByRole('dialog', { name: /Cookie Consent/ })).findByRole('button', { name: 'Installed' })).toBeDisabled();
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));

  // A filter keeps the chosen site in the address.
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search modules' }), { target: { value: 'Comm' } });
  await waitFor(() => expect(where.search).toBe('?search=Comm&site=3'));
  fireEvent.click(await screen.findByRole('button', { name: 'Commerce Blocks: details' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Install' }));
  expect(await screen.findByText('Successfully installed Commerce Blocks')).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ action: 'install', site_id: 3 });
});
