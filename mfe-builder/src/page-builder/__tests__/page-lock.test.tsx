import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, editSessionId } from '@atlas/shell-kit';
import PageBuilder from '../page-builder';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import { answer, calls, mockApi, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { CORE_BLOCK_TYPES, createBlock, type Block } from '@atlas/blocks';
import { BLOCK_CLIPBOARD_KEY } from '../../editor/block-clipboard';
import { answerFreeLock } from './page-lock-fixture';
import { FakeSocket } from '@atlas/shell-kit/src/test-support/fake-socket';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));
void mockApi;

const ROUTES = ['/builder/site/:siteId', '/builder/site/:siteId/page/:pageId'];
const openBuilder = () => renderAt('/builder/site/1/page/7', ROUTES[0], <PageBuilder />, [ROUTES[1]]);
const heading = (text: string): Block => ({
  ...createBlock('heading'),
  id: `h-${text}`,
  content: { ...createBlock('heading').content, text },
});
const page = {
  id: 7,
  site: 1,
  title: 'Home',
  slug: 'home',
  blocks: [heading('Ours')],
  page_type: 'standard',
  is_published: false,
  is_home_page: true,
  version: 2,
  updated_at: null,
};
/** Bob's lock as others are told of it: his name, never his tab's id. */
const bobsLock = {
  user: { id: 2, username: 'bob' },
  acquired_at: '2026-11-28T10:00:00Z',
  expires_at: '2026-11-28T10:01:00Z',
};
const canvasFrame = () => document.querySelector('.atlas-canvas-frame') as HTMLElement;

beforeEach(() => {
  resetApi();
  FakeSocket.install();
  const core = CORE_BLOCK_TYPES.map((type) => ({ type, module: null, definition: null }));
  answer('GET', '/builder/block-types/', { results: core, count: core.length, uninstalled: [] });
  answer('GET', '/builder/pages/7/', page);
  localStorage.clear();
});
afterAll(() => {
  FakeSocket.uninstall();
});

test('someone else holds the page: the canvas is read-only, told who, until Take over makes it ours', async () => {
  answer('POST', '/builder/pages/7/lock/', () => {
    throw new ApiError(409, 'Conflict', { detail: 'bob is editing this page.', lock: bobsLock });
  });
  answer('POST', '/builder/pages/7/lock/takeover/', (body: any) => ({
    lock: { ...bobsLock, user: { id: 1, username: 'owner' }, session: body.session },
  }));
  openBuilder();
  expect(await screen.findByText('bob is editing')).toBeInTheDocument();
  expect(canvasFrame()).toHaveAttribute('inert');
  expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
  expect(screen.getByRole('textbox', { name: 'Page title' })).toHaveAttribute('readonly');

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Take over' })));
  expect(calls.find((c) => c.path === '/builder/pages/7/lock/takeover/')?.body).toEqual({ session: editSessionId() });
  await waitFor(() => expect(screen.queryByText('bob is editing')).not.toBeInTheDocument());
  expect(canvasFrame()).not.toHaveAttribute('inert');
  expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
});

test('taken over while editing: told at once by the socket, read-only, the unsaved blocks kept to copy or keep as a revision', async () => {
  answerFreeLock(7);
  answer('POST', '/builder/pages/7/revisions/', (body: any) => ({ id: 40, page: 7, set_aside: true, blocks: body.blocks }));
  openBuilder();
  await screen.findByRole('button', { name: 'Add Spacer block' });
  await waitFor(() => expect(canvasFrame()).not.toHaveAttribute('inert'));
  fireEvent.click(screen.getByRole('button', { name: 'Add Spacer block' }));
  const socket = FakeSocket.opened.find((s) => s.url.includes('/ws/builder/presence/page/7/'))!;
  expect(socket.url).toContain(`session=${editSessionId()}`);

  // Bob opens the page: his face shows; then he takes it over.
  const mine = { session: editSessionId(), user: { id: 1, username: 'owner' }, since: '2026-11-28T09:58:00Z' };
  const bob = { user: bobsLock.user, since: '2026-11-28T10:00:00Z' };
  socket.push({
    type: 'presence',
    kind: 'page',
    id: 7,
    people: [mine, bob],
    lock: { ...bobsLock, session: editSessionId(), user: mine.user },
  });
  expect(screen.getByRole('status', { name: 'bob also has this open' })).toBeInTheDocument();
  socket.push({ type: 'presence', kind: 'page', id: 7, people: [mine, bob], lock: bobsLock });

  expect(await screen.findByText('bob took over this page.')).toBeInTheDocument();
  expect(canvasFrame()).toHaveAttribute('inert');
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  const onCanvas = document.querySelectorAll('[data-canvas-block]').length;
  expect(onCanvas).toBe(2);

  fireEvent.click(screen.getByRole('button', { name: 'Copy my blocks' }));
  expect(JSON.parse(localStorage.getItem(BLOCK_CLIPBOARD_KEY)!)).toHaveLength(2);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save as revision' })));
  const kept = calls.find((c) => c.path === '/builder/pages/7/revisions/');
  expect((kept?.body as any).blocks).toHaveLength(2);
  expect(await screen.findByText('Your changes are kept in the page history')).toBeInTheDocument();
  // Nothing of theirs was overwritten: no save left this tab after the takeover.
  expect(calls.filter((c) => c.path === '/builder/pages/7/save_blocks/')).toHaveLength(0);
});

test('a member who may only read the page sees it read-only, told why', async () => {
  answer('POST', '/builder/pages/7/lock/', () => {
    throw new ApiError(403, 'Forbidden', { detail: 'Your role on this site does not allow this.' });
  });
  openBuilder();
  expect(await screen.findByText('You can view this page. Editing it needs the editor role on this site.')).toBeInTheDocument();
  expect(canvasFrame()).toHaveAttribute('inert');
  expect(screen.queryByRole('button', { name: 'Take over' })).not.toBeInTheDocument();
});

test('a reload or a close of the tab lets nothing go: the server keeps the lock for the same tab to take back', async () => {
  answerFreeLock(7);
  openBuilder();
  await screen.findByRole('button', { name: 'Add Spacer block' });
  await waitFor(() => expect(canvasFrame()).not.toHaveAttribute('inert'));
  act(() => {
    window.dispatchEvent(new Event('pagehide'));
  });
  expect(calls.filter((c) => c.method === 'DELETE' && c.path === '/builder/pages/7/lock/')).toHaveLength(0);
});

test('the same person holds the page in another open tab: told so, and Edit here moves it to this tab', async () => {
  // The holder's own person is shown the tab's id: not this tab's, so it is their other tab.
  const otherTab = { ...bobsLock, user: { id: 1, username: 'owner' }, session: 'tab-owner-other1' };
  answer('POST', '/builder/pages/7/lock/', () => {
    throw new ApiError(409, 'Conflict', { detail: 'You are editing this page in another tab.', lock: otherTab });
  });
  answer('POST', '/builder/pages/7/lock/takeover/', (body: any) => ({ lock: { ...otherTab, session: body.session } }));
  openBuilder();
  expect(await screen.findByText('You are editing this page in another tab')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Take over' })).not.toBeInTheDocument();
  expect(canvasFrame()).toHaveAttribute('inert');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Edit here' })));
  expect(calls.find((c) => c.path === '/builder/pages/7/lock/takeover/')?.body).toEqual({ session: editSessionId() });
  await waitFor(() => expect(canvasFrame()).not.toHaveAttribute('inert'));
});
