import { act, fireEvent, screen, within } from '@testing-library/react';
import PageBuilder from '../page-builder';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import { answer, calls, mockApi, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { CORE_BLOCK_TYPES, createBlock } from '@atlas/blocks';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));
void mockApi;

const ROUTES = ['/builder/site/:siteId', '/builder/site/:siteId/page/:pageId'];

const page = {
  id: 7,
  site: 1,
  title: 'Home',
  slug: 'home',
  blocks: [createBlock('heading')],
  page_type: 'standard',
  is_published: false,
  is_home_page: true,
  updated_at: null,
};

const link = (id: number, days: number) => ({
  id,
  url: `/preview/${String(id).repeat(43).slice(0, 43)}`,
  expires_at: new Date(Date.UTC(2031, 0, days)).toISOString(),
  created_at: '2030-12-31T10:00:00.000Z',
  created_by: 1,
  created_by_username: 'alice',
});

beforeEach(() => {
  resetApi();
  localStorage.clear();
  const core = CORE_BLOCK_TYPES.map((type) => ({ type, module: null, definition: null }));
  answer('GET', '/builder/block-types/', { results: core, count: core.length, uninstalled: [] });
  answer('GET', '/builder/pages/7/', page);
});

async function openDialog() {
  renderAt('/builder/site/1/page/7', ROUTES[0], <PageBuilder />, [ROUTES[1]]);
  await screen.findByDisplayValue('Home');
  fireEvent.click(await screen.findByRole('button', { name: 'More' }));
  fireEvent.click(screen.getByRole('menuitem', { name: 'Preview links' }));
  return screen.findByRole('dialog', { name: 'Preview links' });
}

test('creates a link for the chosen days and lists the links with their expiry', async () => {
  let links = [link(1, 8)];
  answer('GET', '/builder/pages/7/previews/', () => links);
  answer('POST', '/builder/pages/7/previews/', (body: { days: number }) => {
    const created = link(2, body.days + 1);
    links = [created, ...links];
    return created;
  });
  const dialog = await openDialog();
  expect(await within(dialog).findByText(/^Expires /)).toBeInTheDocument();
  expect(
    within(dialog)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value')),
  ).toEqual(['1', '7', '14', '30']);
  expect(within(dialog).getByLabelText('Link expires after')).toHaveValue('7');

  fireEvent.change(within(dialog).getByLabelText('Link expires after'), { target: { value: '30' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
  });
  expect(calls.find((c) => c.method === 'POST' && c.path === '/builder/pages/7/previews/')!.body).toEqual({ days: 30 });
  // No clipboard in the test's browser: the link is shown to copy by hand.
  expect(await within(dialog).findByText(`${window.location.origin}${link(2, 31).url}`)).toBeInTheDocument();
  expect(await within(dialog).findAllByRole('button', { name: /^Copy the link expiring/ })).toHaveLength(2);
});

test('revokes a link only after confirmation', async () => {
  let links = [link(1, 8)];
  answer('GET', '/builder/pages/7/previews/', () => links);
  answer('DELETE', '/builder/pages/7/previews/1/', () => {
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
  expect(calls.some((c) => c.method === 'DELETE' && c.path === '/builder/pages/7/previews/1/')).toBe(true);
  expect(await screen.findByText('No preview links yet')).toBeInTheDocument();
});
