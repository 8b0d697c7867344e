import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt, locationSeen } from '@atlas/shell-kit/src/test-support/render';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import ContentSection from '../content-section';
import { contentItem } from '../test-support/content-item';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));
jest.mock('@atlas/shell-kit/src/auth/auth-provider', () => require('../test-support/signed-in').signedInAuth());

const item = (id: number, title: string, status = 'draft') =>
  contentItem({ id, title, slug: title.toLowerCase().replace(/\s+/g, '-'), status });
const open = (path: string) => renderAt(path, '/dashboard/*', <ContentSection />);

beforeEach(() => {
  resetApi();
  answer('GET', '/builder/sites/', [
    { id: 1, name: 'Acme', role: 'owner' },
    { id: 3, name: 'Bakery', role: 'owner' },
  ]);
  answer('GET', '/content/categories/', { results: [{ id: 4, name: 'News', slug: 'news', count: 1 }] });
});

test('reads its filters from the address and says "No content found" when nothing matches', async () => {
  let seen: any;
  answer('GET', '/content/', (_body: unknown, options: any) => {
    seen = options.query;
    return { results: [], count: 0, next: null, previous: null };
  });
  open('/dashboard/content?search=bread&type=post&status=draft&category=4&dateFrom=2026-01-01&sort=title&page=2');
  expect(await screen.findByText('No content found')).toBeInTheDocument();
  expect(seen).toEqual({
    search: 'bread',
    content_type: 'post',
    status: 'draft',
    category: '4',
    dateFrom: '2026-01-01',
    sort: 'title',
    page: '2',
    page_size: '20',
  });
});

test('a filter chosen on screen is sent in the next query', async () => {
  const queries: any[] = [];
  answer('GET', '/content/', (_body: unknown, options: any) => {
    queries.push(options.query);
    return { results: [item(1, 'One')], count: 1, next: null, previous: null };
  });
  open('/dashboard/content');
  await screen.findByText('One');
  fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
  fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'published' } });
  await waitFor(() => expect(queries.at(-1)).toEqual({ status: 'published', page_size: '20' }));
  expect(locationSeen.pathname).toBe('/dashboard/content');
});

test('bulk Publish sends one PATCH per selected item; with nothing selected the buttons do nothing', async () => {
  answer('GET', '/content/', { results: [item(1, 'One'), item(2, 'Two'), item(3, 'Three')], count: 3, next: null, previous: null });
  answer('PATCH', '/content/1/', item(1, 'One', 'published'));
  answer('PATCH', '/content/3/', item(3, 'Three', 'published'));
  open('/dashboard/content');
  await screen.findByText('Two');
  const bulk = screen.getByRole('group', { name: 'Bulk actions' });
  expect(within(bulk).getByRole('button', { name: 'Publish' })).toBeDisabled();
  fireEvent.click(screen.getByLabelText('Select One'));
  fireEvent.click(screen.getByLabelText('Select Three'));
  fireEvent.click(within(bulk).getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
  expect(calls.filter((c) => c.method === 'PATCH')).toEqual([
    { method: 'PATCH', path: '/content/1/', body: { status: 'published' } },
    { method: 'PATCH', path: '/content/3/', body: { status: 'published' } },
  ]);
  expect(await screen.findByText('2 items published')).toBeInTheDocument();
});

test('bulk Delete asks for confirmation before deleting anything', async () => {
  answer('GET', '/content/', { results: [item(1, 'One'), item(2, 'Two')], count: 2, next: null, previous: null });
  answer('DELETE', '/content/2/', undefined);
  open('/dashboard/content');
  await screen.findByText('Two');
  fireEvent.click(screen.getByLabelText('Select Two'));
  fireEvent.click(within(screen.getByRole('group', { name: 'Bulk actions' })).getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Delete 1 selected item? This cannot be undone.')).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/content/2/']));
});

test('the posts list asks for posts only and shows its own error text with Try Again', async () => {
  let fail = true;
  answer('GET', '/content/', (_b: unknown, options: any) => {
    if (fail) throw new Error('boom');
    expect(options.query.content_type).toBe('post');
    return { results: [], count: 0, next: null, previous: null };
  });
  open('/dashboard/posts?site=3');
  expect(await screen.findByText('Error Loading Posts')).toBeInTheDocument();
  expect(screen.getByText('Failed to load posts')).toBeInTheDocument();
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByText('No posts found')).toBeInTheDocument();
});

test('the posts list sends the site and its filters, and New Post keeps the site', async () => {
  let seen: any;
  answer('GET', '/content/', (_b: unknown, options: any) => {
    seen = options.query;
    return { results: [item(1, 'Soup')], count: 1, next: null, previous: null };
  });
  open('/dashboard/content/posts?site=3&status=published&category=4&tag=food&sort=-created');
  expect(await screen.findByText('Soup')).toBeInTheDocument();
  expect(seen).toEqual({
    site: '3',
    content_type: 'post',
    status: 'published',
    category: '4',
    tag: 'food',
    sort: '-created',
    page_size: '20',
  });
  expect(await screen.findByRole('link', { name: 'New Post' })).toHaveAttribute('href', '/dashboard/content/new?type=post&site=3');
  expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', '/preview/post/soup');
});

test('the manager shows status badges, switches to a grid, and New Content opens the editor', async () => {
  answer('GET', '/content/', { results: [item(1, 'One', 'scheduled')], count: 1, next: null, previous: null });
  const { container } = open('/dashboard/content');
  expect(await screen.findByText('Scheduled')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'New Content' })).toHaveAttribute('href', '/dashboard/content/new');
  fireEvent.click(screen.getByRole('button', { name: 'Grid' }));
  expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
  expect(container.querySelector('.atlas-content__grid')).toBeInTheDocument();
});
