import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@atlas/shell-kit';
import PageBuilder from '../page-builder';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import { answer, calls, mockApi, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { answerFreeLock } from './page-lock-fixture';
import { CORE_BLOCK_TYPES, createBlock, type Block } from '@atlas/blocks';
import { renderCounter } from '../render-counter';

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

function page(version: number, blocks: Block[] = [heading('Mine')], title = 'Home') {
  return {
    id: 7,
    site: 1,
    title,
    slug: 'home',
    blocks,
    page_type: 'standard',
    is_published: false,
    is_home_page: true,
    meta_title: '',
    meta_description: '',
    published_at: null,
    version,
    created_at: '2026-11-27T10:00:00Z',
    updated_at: '2026-11-27T10:00:00Z',
  };
}

/** Someone else saved version 5 with other blocks and another title. */
const theirs = { ...page(5, [heading('Theirs')], 'Their home'), updated_at: '2026-11-27T11:30:00Z' };
const stale = () => {
  throw new ApiError(409, 'Conflict', { detail: 'This page was changed by someone else', current: theirs });
};

const saves = () => calls.filter((c) => c.path === '/builder/pages/7/save_blocks/');
const canvasTexts = () => Array.from(document.querySelectorAll('[data-canvas-block]')).map((el) => el.textContent);

async function editAndSave() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add Spacer block' }));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
}

beforeEach(() => {
  resetApi();
  answerFreeLock(7);
  const core = CORE_BLOCK_TYPES.map((type) => ({ type, module: null, definition: null }));
  answer('GET', '/builder/block-types/', { results: core, count: core.length, uninstalled: [] });
  answer('GET', '/builder/pages/7/', page(3));
  localStorage.clear();
  renderCounter.enabled = false;
});

test('sends the version it loaded, then builds on the version each save answers', async () => {
  let version = 3;
  answer('POST', '/builder/pages/7/save_blocks/', (body: any) => page(++version, body.blocks));
  openBuilder();
  await editAndSave();
  fireEvent.click(screen.getByRole('button', { name: 'Add Spacer block' }));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
  expect(saves().map((c) => (c.body as any).version)).toEqual([3, 4]);
});

test('a renamed page patches the title from its version and saves the blocks from the version the patch answered', async () => {
  answer('PATCH', '/builder/pages/7/', (body: any) => page(4, [heading('Mine')], body.title));
  answer('POST', '/builder/pages/7/save_blocks/', (body: any) => page(5, body.blocks, 'Welcome'));
  openBuilder();
  fireEvent.change(await screen.findByLabelText('Page title'), { target: { value: 'Welcome' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
  expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ title: 'Welcome', version: 3 });
  expect((saves()[0].body as any).version).toBe(4);
});

describe('when someone else saved the page first', () => {
  test('the save asks what to do and the canvas keeps the unsaved work', async () => {
    answer('POST', '/builder/pages/7/save_blocks/', stale);
    openBuilder();
    await editAndSave();
    const dialog = await screen.findByRole('dialog', { name: 'This page was changed by someone else' });
    expect(within(dialog).getByText(/your changes were not saved\. They are still here/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reload theirs' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Keep mine' })).toBeInTheDocument();
    expect(canvasTexts()).toHaveLength(2);
    expect(canvasTexts()[0]).toContain('Mine');
    expect(screen.getByText('Not saved: someone else changed this page')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  test('Reload theirs puts their page on the canvas, and the next save builds on their version', async () => {
    answer('POST', '/builder/pages/7/save_blocks/', stale);
    openBuilder();
    await editAndSave();
    fireEvent.click(await screen.findByRole('button', { name: 'Reload theirs' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Page title')).toHaveValue('Their home');
    expect(canvasTexts()).toHaveLength(1);
    expect(canvasTexts()[0]).toContain('Theirs');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    answer('POST', '/builder/pages/7/save_blocks/', (body: any) => page(6, body.blocks, 'Their home'));
    await editAndSave();
    expect((saves().at(-1)!.body as any).version).toBe(5);
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  test('Keep mine saves the canvas over theirs, from their version, title included', async () => {
    answer('POST', '/builder/pages/7/save_blocks/', stale);
    openBuilder();
    await editAndSave();
    answer('POST', '/builder/pages/7/save_blocks/', (body: any) => page(7, body.blocks));
    answer('PATCH', '/builder/pages/7/', (body: any) => page(6, theirs.blocks, body.title));
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Keep mine' }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ title: 'Home', version: 5 });
    const kept = saves().at(-1)!.body as any;
    expect(kept.version).toBe(6);
    expect(kept.blocks).toHaveLength(2);
    expect(kept.blocks[0].content.text).toBe('Mine');
    expect(screen.queryByText('Not saved: someone else changed this page')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  test('closing the dialog keeps the work unsaved, and the next save asks again', async () => {
    answer('POST', '/builder/pages/7/save_blocks/', stale);
    openBuilder();
    await editAndSave();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(canvasTexts()).toHaveLength(2);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(await screen.findByRole('dialog', { name: 'This page was changed by someone else' })).toBeInTheDocument();
  });

  test('autosave is refused once and then waits for the choice: no loop', async () => {
    jest.useFakeTimers();
    try {
      answer('POST', '/builder/pages/7/save_blocks/', stale);
      openBuilder();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10);
      });
      fireEvent.click(screen.getByRole('button', { name: 'Add Spacer block' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(3100);
      });
      expect(saves()).toHaveLength(1);
      expect(screen.getByRole('dialog', { name: 'This page was changed by someone else' })).toBeInTheDocument();
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
      // More edits while it is unresolved: still no save behind the user's back.
      fireEvent.click(screen.getByRole('button', { name: 'Add Spacer block' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(30_000);
      });
      expect(saves()).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });
});

test('a publish from the editor moves the version on: the next save builds on it', async () => {
  answer('POST', '/builder/pages/7/save_blocks/', (body: any) => page(4, body.blocks));
  answer('POST', '/builder/pages/7/publish/', { ...page(5), is_published: true });
  openBuilder();
  await screen.findByDisplayValue('Home');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
  });
  answer('POST', '/builder/pages/7/save_blocks/', (body: any) => page(6, body.blocks));
  await editAndSave();
  expect(saves().map((c) => (c.body as any).version)).toEqual([3, 5]);
});
