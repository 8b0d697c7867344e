import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { ApiError } from '@atlas/shell-kit';
import ContentSection from '../content-section';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));
jest.mock('@atlas/shell-kit/src/auth/auth-provider', () => require('../test-support/signed-in').signedInAuth());

const page = (id: number, title: string, over: Record<string, unknown> = {}) => ({
  id,
  title,
  slug: title.toLowerCase(),
  page_type: 'page',
  is_published: false,
  is_home_page: false,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
  ...over,
});
const open = (path: string) => renderAt(path, '/dashboard/*', <ContentSection />);

beforeEach(() => {
  resetApi();
  answer('GET', '/builder/sites/', [
    { id: 3, name: 'Acme', domain: '' },
    { id: 4, name: 'Bakery', domain: '' },
  ]);
  answer('GET', '/builder/sites/3/', { id: 3, name: 'Acme', domain: '' });
});

test("a site's pages: its name in the title, the filters of the address, a HOME badge and the builder's links", async () => {
  let seen: any;
  answer('GET', '/builder/pages/', (_b: unknown, options: any) => {
    seen = options.query;
    return [page(1, 'Home', { is_home_page: true, is_published: true }), page(2, 'About')];
  });
  open('/dashboard/sites/3/pages?status=published&search=ho');
  expect(await screen.findByText('Pages — Acme')).toBeInTheDocument();
  expect(seen).toEqual({ site: 3, status: 'published', search: 'ho' });
  expect(screen.getByText('HOME')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/builder/site/3/pages/1/edit');
  expect(screen.getByRole('link', { name: 'Site Settings' })).toHaveAttribute('href', '/builder/site/3/settings');
  expect(screen.getByRole('link', { name: 'New Page' })).toHaveAttribute('href', '/builder/site/3/pages/new');
});

test('/dashboard/content/pages lists the first site and offers a site select', async () => {
  answer('GET', '/builder/pages/', []);
  open('/dashboard/content/pages');
  expect(await screen.findByText('No pages found')).toBeInTheDocument();
  expect(calls.find((c) => c.path === '/builder/sites/3/')).toBeTruthy();
  expect(screen.getByLabelText('Site')).toHaveValue('3');
});

test('bulk Publish POSTs publish per selected page; Delete asks first', async () => {
  answer('GET', '/builder/pages/', [page(1, 'Home'), page(2, 'About'), page(5, 'Menu')]);
  answer('POST', '/builder/pages/1/publish/', {});
  answer('POST', '/builder/pages/5/publish/', {});
  answer('DELETE', '/builder/pages/2/', undefined);
  open('/dashboard/sites/3/pages');
  await screen.findByText('About');
  const bulk = screen.getByRole('group', { name: 'Bulk actions' });
  fireEvent.click(screen.getByLabelText('Select Home'));
  fireEvent.click(screen.getByLabelText('Select Menu'));
  fireEvent.click(within(bulk).getByRole('button', { name: 'Publish' }));
  await waitFor(() =>
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/builder/pages/1/publish/', '/builder/pages/5/publish/']),
  );
  fireEvent.click(screen.getByLabelText('Select About'));
  fireEvent.click(within(bulk).getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog');
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/builder/pages/2/']));
});

test('one page is counted as "1 page"', async () => {
  answer('GET', '/builder/pages/', [page(1, 'Home', { is_home_page: true })]);
  open('/dashboard/sites/3/pages');
  expect(await screen.findByText('1 page')).toBeInTheDocument();
});

test("a failed load shows 'Error Loading Pages' with the server's detail, and Try Again asks again", async () => {
  let fail = true;
  answer('GET', '/builder/pages/', () => {
    if (fail) throw new ApiError(500, 'Server Error', { detail: 'Pages are resting' });
    return [];
  });
  open('/dashboard/sites/3/pages');
  expect(await screen.findByText('Error Loading Pages')).toBeInTheDocument();
  expect(screen.getByText('Pages are resting')).toBeInTheDocument();
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByText('No pages found')).toBeInTheDocument();
});
