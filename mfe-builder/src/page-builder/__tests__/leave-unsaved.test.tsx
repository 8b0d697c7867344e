import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@atlas/shell-kit';
import { CORE_BLOCK_TYPES, createBlock } from '@atlas/blocks';
import PageBuilder from '../page-builder';
import { renderAt, locationSeen } from '@atlas/shell-kit/src/test-support/render';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { answerFreeLock } from './page-lock-fixture';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));

const page = (blocks = [createBlock('heading')]) => ({
  id: 7,
  site: 1,
  title: 'Home',
  slug: 'home',
  blocks,
  page_type: 'standard',
  is_published: false,
  is_home_page: true,
  updated_at: null,
  version: 3,
});
const saves = () => calls.filter((c) => c.method !== 'GET' && !c.path.endsWith('/lock/'));

async function openAndRename(title = 'Welcome') {
  renderAt('/builder/site/1/page/7', '/builder/site/:siteId/page/:pageId', <PageBuilder />);
  const input = await screen.findByDisplayValue('Home');
  // The tab holds the page's lock: the canvas is editable and autosave runs.
  await waitFor(() => expect(input).not.toHaveAttribute('readonly'));
  fireEvent.change(input, { target: { value: title } });
  expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
}

/** What the browser does as the tab closes: beforeunload (cancelled: it asks), then pagehide. */
function closeTab(): { asked: boolean } {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  window.dispatchEvent(new Event('pagehide'));
  return { asked: event.defaultPrevented };
}

beforeEach(() => {
  resetApi();
  answerFreeLock(7);
  const core = CORE_BLOCK_TYPES.map((type) => ({ type, module: null, definition: null }));
  answer('GET', '/builder/block-types/', { results: core, count: core.length, uninstalled: [] });
  answer('GET', '/builder/pages/7/', page());
  answer('PATCH', '/builder/pages/7/', { version: 4 });
  answer('POST', '/builder/pages/7/save_blocks/', { version: 5 });
});

test('leaving for Sites a second after an edit saves it first, then leaves', async () => {
  await openAndRename();
  await act(async () => {
    fireEvent.click(screen.getByRole('link', { name: 'Back to sites' }));
  });
  await waitFor(() => expect(locationSeen.pathname).toBe('/dashboard/sites'));
  expect(saves().map((c) => `${c.method} ${c.path}`)).toEqual(['PATCH /builder/pages/7/', 'POST /builder/pages/7/save_blocks/']);
  expect(saves()[0].body).toMatchObject({ title: 'Welcome', version: 3 });
});

test('a save refused on the way out asks: Stay keeps the edit, Leave goes without it', async () => {
  answer('POST', '/builder/pages/7/save_blocks/', () => {
    throw new ApiError(500, 'Internal Server Error', {});
  });
  await openAndRename();
  await act(async () => {
    fireEvent.click(screen.getByRole('link', { name: 'Back to sites' }));
  });
  expect(await screen.findByText('Your changes could not be saved. Leave anyway and lose them?')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
  expect(locationSeen.pathname).toBe('/builder/site/1/page/7');
  expect(screen.getByDisplayValue('Welcome')).toBeInTheDocument();

  await act(async () => {
    fireEvent.click(screen.getByRole('link', { name: 'Back to sites' }));
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
  await waitFor(() => expect(locationSeen.pathname).toBe('/dashboard/sites'));
});

test('a clean page leaves at once, saving nothing', async () => {
  renderAt('/builder/site/1/page/7', '/builder/site/:siteId/page/:pageId', <PageBuilder />);
  await screen.findByDisplayValue('Home');
  fireEvent.click(screen.getByRole('link', { name: 'Back to sites' }));
  await waitFor(() => expect(locationSeen.pathname).toBe('/dashboard/sites'));
  expect(saves()).toEqual([]);
  expect(closeTab().asked).toBe(false);
});

test('closing the tab sends the edit in one keepalive save, without asking', async () => {
  await openAndRename();
  expect(closeTab().asked).toBe(false);
  await waitFor(() => expect(saves()).toHaveLength(1));
  const [sent] = saves();
  expect(sent).toMatchObject({ method: 'PATCH', path: '/builder/pages/7/', options: expect.objectContaining({ keepalive: true }) });
  expect(sent.body).toMatchObject({ title: 'Welcome', version: 3, blocks: [expect.objectContaining({ type: 'heading' })] });
  // The page stayed open after all: the save answered, nothing is unsaved any more.
  expect(await screen.findByText(/^Saved/)).toBeInTheDocument();
});

test('a page too large for a keepalive request has the browser ask instead', async () => {
  const large = Array.from({ length: 40 }, () => ({ ...createBlock('text'), content: { text: 'x'.repeat(2000) } }));
  answer('GET', '/builder/pages/7/', page(large));
  await openAndRename();
  expect(closeTab().asked).toBe(true);
  expect(saves()).toEqual([]);
});

test('an autosave due while Publish saves waits for it and sends nothing stale (no conflict with itself)', async () => {
  let release = () => undefined as void;
  answer('POST', '/builder/pages/7/save_blocks/', () => new Promise((resolve) => (release = () => resolve({ version: 5 }))));
  answer('POST', '/builder/pages/7/publish/', { ...page(), version: 6, is_published: true });
  await openAndRename();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
  });
  // The autosave's 3 s pass while the publish's save is still on its way.
  await act(() => new Promise((resolve) => setTimeout(resolve, 3200)));
  await act(async () => release());
  expect(await screen.findByText('Page published')).toBeInTheDocument();
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(saves().map((c) => `${c.method} ${c.path}`)).toEqual([
    'PATCH /builder/pages/7/',
    'POST /builder/pages/7/save_blocks/',
    'POST /builder/pages/7/publish/',
  ]);
});
