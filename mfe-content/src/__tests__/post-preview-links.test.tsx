import '@testing-library/jest-dom';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import ContentSection from '../content-section';
import { contentItem } from '../test-support/content-item';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));
jest.mock('@atlas/shell-kit/src/auth/auth-provider', () => require('../test-support/signed-in').signedInAuth());

// The content editor's "Preview links" of a post: the kit's dialog over /content/{id}/previews/.

const link = (id: number, days: number) => ({
  id,
  url: `/preview/${String(id).repeat(43).slice(0, 43)}`,
  expires_at: new Date(Date.UTC(2031, 0, days)).toISOString(),
  created_at: '2030-12-31T10:00:00.000Z',
  created_by: 1,
  created_by_username: 'ada',
});

beforeEach(() => {
  resetApi();
  answer('GET', '/builder/sites/', [{ id: 3, name: 'Acme', role: 'author' }]);
  answer('GET', '/content/categories/', { results: [] });
  answer('GET', '/content/tags/', { results: [] });
  answer('GET', '/content/7/revisions/', []);
  answer('GET', '/content/7/history/', []);
});

const open = () => renderAt('/dashboard/content/7/edit', '/dashboard/*', <ContentSection />);

async function openDialog() {
  open();
  fireEvent.click(await screen.findByRole('button', { name: 'Preview links' }));
  return screen.findByRole('dialog', { name: 'Preview links' });
}

test('creates a link to the post for the chosen days and lists the links with their expiry', async () => {
  answer('GET', '/content/7/', contentItem({ id: 7, title: 'Spring menu', site: 3 }));
  let links = [link(1, 8)];
  answer('GET', '/content/7/previews/', () => links);
  answer('POST', '/content/7/previews/', (body: { days: number }) => {
    const created = link(2, body.days + 1);
    links = [created, ...links];
    return created;
  });
  const dialog = await openDialog();
  expect(within(dialog).getByText(/^Anyone with a link sees this post as last saved/)).toBeInTheDocument();
  expect(await within(dialog).findByText(/^Expires /)).toBeInTheDocument();
  expect(
    within(dialog)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value')),
  ).toEqual(['1', '7', '14', '30']);

  fireEvent.change(within(dialog).getByLabelText('Link expires after'), { target: { value: '14' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
  });
  expect(calls.find((c) => c.method === 'POST' && c.path === '/content/7/previews/')!.body).toEqual({ days: 14 });
  // No clipboard in the test's browser: the link is shown to copy by hand.
  expect(await within(dialog).findByText(`${window.location.origin}${link(2, 15).url}`)).toBeInTheDocument();
  expect(await within(dialog).findAllByRole('button', { name: /^Copy the link expiring/ })).toHaveLength(2);
});

test('revokes a post’s link only after confirmation', async () => {
  answer('GET', '/content/7/', contentItem({ id: 7, title: 'Spring menu', site: 3 }));
  let links = [link(1, 8)];
  answer('GET', '/content/7/previews/', () => links);
  answer('DELETE', '/content/7/previews/1/', () => {
    links = [];
    return null;
  });
  const dialog = await openDialog();
  fireEvent.click(await within(dialog).findByRole('button', { name: /^Revoke the link expiring/ }));
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  const confirm = await screen.findByRole('dialog', { name: 'Revoke preview link' });
  await act(async () => {
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
  });
  expect(calls.some((c) => c.method === 'DELETE' && c.path === '/content/7/previews/1/')).toBe(true);
  expect(await screen.findByText('No preview links yet')).toBeInTheDocument();
});

test('offers no preview links for someone else’s post an author may not edit, for a page, or before the first save', async () => {
  answer('GET', '/content/7/', contentItem({ id: 7, title: 'Olive writes', site: 3, author: { id: 9, username: 'olive' } }));
  const { unmount } = open();
  expect(await screen.findByDisplayValue('Olive writes')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Preview' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Preview links' })).not.toBeInTheDocument();
  unmount();

  answer('GET', '/builder/sites/', [{ id: 3, name: 'Acme', role: 'editor' }]);
  answer('GET', '/content/7/', contentItem({ id: 7, title: 'About us', site: 3, type: 'page' }));
  const page = open();
  expect(await screen.findByDisplayValue('About us')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Preview links' })).not.toBeInTheDocument();
  page.unmount();

  renderAt('/dashboard/content/new?type=post', '/dashboard/*', <ContentSection />);
  expect(await screen.findByLabelText(/^Title/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Preview links' })).not.toBeInTheDocument();
});
