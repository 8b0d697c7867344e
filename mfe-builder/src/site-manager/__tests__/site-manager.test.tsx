import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, useAuth } from '@atlas/shell-kit';
import SiteManager from '../site-manager';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
  // The commerce service's calls (absolute URLs) answered by the same mock, by their path: '/ecommerce/api/shops/'.
  request: (method: string, url: string, body?: unknown, options?: unknown) => {
    const { mockApi } = require('@atlas/shell-kit/src/test-support/mock-api');
    const path = new URL(url).pathname;
    return method === 'GET' ? mockApi.get(path, options) : mockApi[method.toLowerCase()](path, body, options);
  },
}));
jest.mock('@atlas/shell-kit', () => ({
  ...jest.requireActual('@atlas/shell-kit'),
  useAuth: jest.fn(),
}));

const signedIn = { user: { id: 1, username: 'ada', is_staff: false }, loading: false };
const mockedAuth = useAuth as jest.Mock;
const open = () => renderAt('/dashboard/sites', '/dashboard/sites', <SiteManager />);
const acme = {
  id: 1,
  name: 'Acme',
  slug: 'acme',
  description: 'Rockets',
  is_published: true,
  pages_count: 3,
  updated_at: '2024-03-05T10:00:00Z',
};

beforeEach(() => {
  resetApi();
  mockedAuth.mockReturnValue(signedIn);
});

test('says it is checking authentication while the session loads', () => {
  mockedAuth.mockReturnValue({ user: null, loading: true });
  open();
  expect(screen.getByText('Checking authentication...')).toBeInTheDocument();
});

test('asks a signed-out visitor to log in', () => {
  mockedAuth.mockReturnValue({ user: null, loading: false });
  open();
  expect(screen.getByText('Login Required')).toBeInTheDocument();
  expect(screen.getByText('Please login to access the site builder.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/dashboard/login');
});

test('shows four card skeletons while the sites load', () => {
  answer('GET', '/builder/sites/', () => new Promise(() => {}));
  open();
  expect(screen.getAllByTestId('site-card-skeleton')).toHaveLength(4);
});

test('a failed load shows the detail and Retry, which becomes Try Again', async () => {
  answer('GET', '/builder/sites/', () => {
    throw new ApiError(500, 'Internal Server Error', { detail: 'Database is down' });
  });
  open();
  expect(await screen.findByText('Failed to Load Sites')).toBeInTheDocument();
  expect(screen.getByText('Database is down')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
});

test('a 401 on the list is silently an empty list with the welcome', async () => {
  answer('GET', '/builder/sites/', () => {
    throw new ApiError(401, 'Unauthorized', { detail: 'Token expired' });
  });
  open();
  expect(await screen.findByText('Welcome to Atlas Site Builder')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Create Your First Site' })).toBeInTheDocument();
  expect(screen.queryByText('Token expired')).toBeNull();
});

test('a site card shows its name, state, description, pages, date and actions', async () => {
  answer('GET', '/builder/sites/', {
    results: [acme, { ...acme, id: 2, name: 'Blank', description: '', is_published: false, pages_count: 1, updated_at: null }],
  });
  open();
  const card = await screen.findByRole('article', { name: 'Acme' });
  expect(within(card).getByText('Published')).toBeInTheDocument();
  expect(within(card).getByText('Rockets')).toBeInTheDocument();
  expect(within(card).getByText('3 pages')).toBeInTheDocument();
  expect(within(card).getByText('Updated Mar 5, 2024')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/builder/site/1');
  expect(within(card).getByRole('link', { name: 'Preview' })).toHaveAttribute('href', '/dashboard/site/1/preview');
  expect(within(card).getByRole('link', { name: 'Design' })).toHaveAttribute('href', '/dashboard/sites/1/themes');
  expect(within(card).getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/dashboard/sites/1/analytics');
  const blank = screen.getByRole('article', { name: 'Blank' });
  expect(within(blank).getByText('Draft')).toBeInTheDocument();
  expect(within(blank).getByText('No description')).toBeInTheDocument();
  expect(within(blank).getByText('Updated Today')).toBeInTheDocument();
  expect(within(blank).getByText('1 page')).toBeInTheDocument();
});

test('a site whose shop is open shows a Shop badge to it; every card has a Shop link', async () => {
  answer('GET', '/builder/sites/', [acme, { ...acme, id: 2, name: 'Blank' }, { ...acme, id: 4, name: 'Closed' }]);
  answer('GET', '/ecommerce/api/shops/', [
    { site: 1, enabled: true, currency: 'USD' },
    { site: 4, enabled: false, currency: 'EUR' },
  ]);
  open();
  const card = await screen.findByRole('article', { name: 'Acme' });
  expect(await within(card).findByRole('link', { name: 'Shop of Acme' })).toHaveAttribute('href', '/dashboard/sites/1/shop');
  expect(within(card).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/dashboard/sites/1/shop');
  for (const name of ['Blank', 'Closed']) {
    const other = screen.getByRole('article', { name });
    expect(within(other).queryByRole('link', { name: `Shop of ${name}` })).toBeNull();
    expect(within(other).getByRole('link', { name: 'Shop' })).toBeInTheDocument();
  }
  expect(calls.filter((c) => c.path === '/ecommerce/api/shops/')).toHaveLength(1);
});

test('a failed list of shops shows no Shop badge and nothing else of it', async () => {
  answer('GET', '/builder/sites/', [acme]);
  answer('GET', '/ecommerce/api/shops/', () => {
    throw new ApiError(503, 'Service Unavailable', { detail: 'Shop is down' });
  });
  open();
  const card = await screen.findByRole('article', { name: 'Acme' });
  await waitFor(() => expect(calls.some((c) => c.path === '/ecommerce/api/shops/')).toBe(true));
  expect(within(card).queryByRole('link', { name: 'Shop of Acme' })).toBeNull();
  expect(screen.queryByText('Shop is down')).toBeNull();
});

test('a site card shows the address the site is served at, the origin and /{slug}, not a domain it does not have', async () => {
  answer('GET', '/builder/sites/', [acme, { ...acme, id: 2, name: 'Café Olé', slug: 'cafe-ole', is_published: false }]);
  open();
  const card = await screen.findByRole('article', { name: 'Acme' });
  expect(within(card).getByRole('link', { name: `${window.location.origin}/acme` })).toHaveAttribute(
    'href',
    `${window.location.origin}/acme`,
  );
  const draft = screen.getByRole('article', { name: 'Café Olé' });
  expect(within(draft).getByText(`${window.location.origin}/cafe-ole`)).toBeInTheDocument();
  expect(screen.queryByText(/atlas\.site/)).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Create New Site' }));
  fireEvent.change(screen.getByLabelText(/Site Name/), { target: { value: 'Zed' } });
  expect(screen.getByText(`${window.location.origin}/zed`)).toBeInTheDocument();
});

test('a site card with its own origin shows that address without the scheme, as a link to it', async () => {
  answer('GET', '/builder/sites/', [
    { ...acme, primary_origin: 'https://www.acme-rockets.com' },
    { ...acme, id: 2, name: 'Café Olé', slug: 'cafe-ole', primary_origin: 'https://cafe-ole.sites.example.com', is_published: false },
    { ...acme, id: 3, name: 'Zed', slug: 'zed', primary_origin: null },
  ]);
  open();
  const card = await screen.findByRole('article', { name: 'Acme' });
  expect(within(card).getByRole('link', { name: 'www.acme-rockets.com' })).toHaveAttribute('href', 'https://www.acme-rockets.com');
  expect(within(card).queryByText(`${window.location.origin}/acme`)).toBeNull();
  const draft = screen.getByRole('article', { name: 'Café Olé' });
  expect(within(draft).getByText('cafe-ole.sites.example.com')).toBeInTheDocument();
  const pathServed = screen.getByRole('article', { name: 'Zed' });
  expect(within(pathServed).getByRole('link', { name: `${window.location.origin}/zed` })).toBeInTheDocument();
});

test('the template library counts uses in the singular for one', async () => {
  answer('GET', '/builder/sites/', [acme]);
  answer('GET', '/builder/templates/', [
    { id: 5, name: 'Bistro', description: '', category: 'business', usage_count: 1 },
    { id: 6, name: 'Studio', description: '', category: 'creative', usage_count: 12 },
  ]);
  open();
  await screen.findByRole('article', { name: 'Acme' });
  fireEvent.click(screen.getByRole('button', { name: 'From Template' }));
  await screen.findByText('Bistro');
  expect(screen.getByText('1 use')).toBeInTheDocument();
  expect(screen.getByText('12 uses')).toBeInTheDocument();
});

test('Create New Site derives the slug from the name and shows the server detail on failure', async () => {
  answer('GET', '/builder/sites/', []);
  answer('POST', '/builder/sites/', () => {
    throw new ApiError(400, 'Bad Request', { detail: 'Slug "dashboard" is reserved' });
  });
  open();
  await screen.findByText('Welcome to Atlas Site Builder');
  fireEvent.click(screen.getByRole('button', { name: 'Create New Site' }));
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByRole('button', { name: 'Create Site' })).toBeDisabled();
  fireEvent.change(within(dialog).getByLabelText(/Site Name/), { target: { value: 'My  Cool Site!' } });
  expect(within(dialog).getByLabelText(/URL Slug/)).toHaveValue('my-cool-site');
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Site' }));
  });
  expect(await within(dialog).findByText('Slug "dashboard" is reserved')).toBeInTheDocument();
});

test('a created site appears at the top of the list', async () => {
  answer('GET', '/builder/sites/', [acme]);
  answer('POST', '/builder/sites/', (body: any) => ({ ...body, id: 9, is_published: false, pages_count: 0 }));
  open();
  await screen.findByRole('article', { name: 'Acme' });
  fireEvent.click(screen.getByRole('button', { name: 'Create New Site' }));
  fireEvent.change(screen.getByLabelText(/Site Name/), { target: { value: 'Zed' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Create Site' }));
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Zed', 'Acme']);
});

test('templates that cannot load fall back to the three samples', async () => {
  answer('GET', '/builder/sites/', [acme]);
  answer('GET', '/builder/templates/', () => {
    throw new Error('offline');
  });
  open();
  await screen.findByRole('article', { name: 'Acme' });
  fireEvent.click(screen.getByRole('button', { name: 'From Template' }));
  expect(await screen.findByText('Modern Landing Page')).toBeInTheDocument();
  expect(screen.getByText('Business Portfolio')).toBeInTheDocument();
  expect(screen.getByText('Creative Portfolio')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Search templates'), { target: { value: 'zzz' } });
  expect(screen.getByText('No templates found')).toBeInTheDocument();
});

test('using a template asks for the site name (the template name), then creates the site without a slug, applies the template, puts the site first and closes', async () => {
  answer('GET', '/builder/sites/', [acme]);
  answer('GET', '/builder/templates/', [
    {
      id: 5,
      name: 'Restaurant & Café',
      description: 'Menus',
      category: 'business',
      is_premium: true,
      is_popular: true,
      preview_image: 'broken.png',
    },
  ]);
  answer('POST', '/builder/sites/', (body: any) => ({ ...body, id: 11, slug: 'bistro-cafe', is_published: false, pages_count: 0 }));
  answer('POST', '/builder/templates/5/use_template/', { id: 90 });
  open();
  await screen.findByRole('article', { name: 'Acme' });
  fireEvent.click(screen.getByRole('button', { name: 'From Template' }));
  await screen.findByText('Restaurant & Café');
  expect(screen.getByText('Pro')).toBeInTheDocument();
  expect(screen.getByLabelText('Popular')).toBeInTheDocument();
  fireEvent.error(screen.getByAltText('Restaurant & Café preview'));
  expect(screen.getByText('No Preview')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Use template Restaurant & Café' }));

  const dialog = await screen.findByRole('dialog', { name: 'Use Template: Restaurant & Café' });
  const name = within(dialog).getByLabelText(/Site Name/);
  expect(name).toHaveValue('Restaurant & Café');
  expect(within(dialog).getByText(/http:\/\/localhost\/restaurant-cafe /)).toBeInTheDocument();
  fireEvent.change(name, { target: { value: 'Bistro Café' } });
  expect(within(dialog).getByText(/http:\/\/localhost\/bistro-cafe /)).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Site' }));
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls.find((c) => c.method === 'POST' && c.path === '/builder/sites/')!.body).toEqual({
    name: 'Bistro Café',
    description: 'Menus',
  });
  expect(calls.find((c) => c.path === '/builder/templates/5/use_template/')!.body).toEqual({ site_id: 11, title: 'Home' });
  expect(screen.getAllByRole('article')[0]).toHaveAttribute('aria-label', 'Bistro Café');
});

test('a site that cannot be created from a template keeps the dialog open with the reason', async () => {
  answer('GET', '/builder/sites/', [acme]);
  answer('GET', '/builder/templates/', [{ id: 5, name: 'Bakery', description: 'Bread', category: 'business' }]);
  answer('POST', '/builder/sites/', () => {
    throw new ApiError(400, 'Bad Request', { detail: 'name must NOT have more than 100 characters' });
  });
  open();
  await screen.findByRole('article', { name: 'Acme' });
  fireEvent.click(screen.getByRole('button', { name: 'From Template' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Use template Bakery' }));
  const dialog = await screen.findByRole('dialog', { name: 'Use Template: Bakery' });
  fireEvent.change(within(dialog).getByLabelText(/Site Name/), { target: { value: '   ' } });
  expect(within(dialog).getByRole('button', { name: 'Create Site' })).toBeDisabled();
  fireEvent.change(within(dialog).getByLabelText(/Site Name/), { target: { value: 'B'.repeat(101) } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Site' }));
  });
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('name must NOT have more than 100 characters');
  expect(calls.some((c) => c.path.endsWith('/use_template/'))).toBe(false);
});

test("the template gallery's Use Template (/dashboard/sites/new?template=5) asks for the name of a site from that template", async () => {
  answer('GET', '/builder/sites/', [acme]);
  answer('GET', '/builder/templates/', [{ id: 5, name: 'Bakery', description: 'Bread', category: 'business' }]);
  answer('POST', '/builder/sites/', (body: any) => ({ ...body, id: 12, slug: 'bakery', is_published: false, pages_count: 0 }));
  answer('POST', '/builder/templates/5/use_template/', { id: 91 });
  renderAt('/dashboard/sites/new?template=5', '/dashboard/sites/new', <SiteManager />);
  const dialog = await screen.findByRole('dialog', { name: 'Use Template: Bakery' });
  expect(screen.queryByRole('dialog', { name: 'Create New Site' })).toBeNull();
  expect(within(dialog).getByLabelText(/Site Name/)).toHaveValue('Bakery');
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Site' }));
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls.find((c) => c.path === '/builder/templates/5/use_template/')!.body).toEqual({ site_id: 12, title: 'Home' });
});

test('Delete asks for confirmation, then removes the site', async () => {
  answer('GET', '/builder/sites/', [acme]);
  answer('DELETE', '/builder/sites/1/', null);
  open();
  const card = await screen.findByRole('article', { name: 'Acme' });
  fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('dialog');
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  });
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Acme' })).toBeNull());
});

test('/dashboard/sites/new opens the Create New Site modal', async () => {
  answer('GET', '/builder/sites/', [acme]);
  renderAt('/dashboard/sites/new', '/dashboard/sites/new', <SiteManager />);
  expect(screen.getByRole('dialog', { name: 'Create New Site' })).toBeInTheDocument();
});
