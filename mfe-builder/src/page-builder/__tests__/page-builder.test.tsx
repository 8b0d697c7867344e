import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@atlas/shell-kit';
import PageBuilder from '../page-builder';
import { renderAt, locationSeen } from '@atlas/shell-kit/src/test-support/render';
import { answer, calls, mockApi, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { answerFreeLock } from './page-lock-fixture';
import { CORE_BLOCK_TYPES, createBlock } from '@atlas/blocks';
import { renderCounter } from '../render-counter';
import { themeKeys } from '../../themes/themes-api';
import { scopedCustomCss } from '../canvas-theme';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));
void mockApi;

const ROUTES = ['/builder/site/:siteId', '/builder/site/:siteId/page/:pageId'];

function openBuilder(path: string) {
  return renderAt(path, ROUTES[0], <PageBuilder />, [ROUTES[1]]);
}

function pageWith(blocks = [createBlock('heading'), createBlock('text')]) {
  return {
    id: 7,
    site: 1,
    title: 'Home',
    slug: 'home',
    blocks,
    page_type: 'standard',
    is_published: false,
    is_home_page: true,
    updated_at: null,
  };
}

beforeEach(() => {
  resetApi();
  answerFreeLock(7);
  answerFreeLock(3);
  const core = CORE_BLOCK_TYPES.map((type) => ({ type, module: null, definition: null }));
  answer('GET', '/builder/block-types/', { results: core, count: core.length, uninstalled: [] });
  localStorage.clear();
  renderCounter.enabled = false;
});

test('shows the loading text, then the canvas of an existing page', async () => {
  answer('GET', '/builder/pages/7/', pageWith());
  openBuilder('/builder/site/1/page/7');
  expect(screen.getByText('Loading page editor...')).toBeInTheDocument();
  expect(await screen.findByDisplayValue('Home')).toBeInTheDocument();
  expect(document.querySelectorAll('[data-canvas-block]')).toHaveLength(2);
});

test('a page that cannot be loaded shows the detail and a way back to the sites', async () => {
  answer('GET', '/builder/pages/7/', () => {
    throw new ApiError(404, 'Not Found', { detail: 'Page not found' });
  });
  openBuilder('/builder/site/1/page/7');
  expect(await screen.findByText('Failed to Load Page')).toBeInTheDocument();
  expect(screen.getByText('Page not found')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Back to Sites' }));
  expect(locationSeen.pathname).toBe('/dashboard/sites');
});

test('a new page shows the empty canvas texts', () => {
  openBuilder('/builder/site/1/page/new');
  expect(screen.getByText('Start Building Your Page')).toBeInTheDocument();
  expect(screen.getByText('Drag blocks from the sidebar to get started')).toBeInTheDocument();
});

describe('opening a site in the builder', () => {
  const about = { ...pageWith([]), id: 3, title: 'About', slug: 'about', is_home_page: false };

  test('shows its home page, with "+ New page" as the way to a new one', async () => {
    answer('GET', '/builder/pages/', [about, pageWith()]);
    answer('GET', '/builder/pages/7/', pageWith());
    openBuilder('/builder/site/1');
    expect(await screen.findByDisplayValue('Home')).toBeInTheDocument();
    expect(locationSeen.pathname).toBe('/builder/site/1/page/7');
    expect(document.querySelectorAll('[data-canvas-block]')).toHaveLength(2);
    expect(screen.queryByText('Start Building Your Page')).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Page' }), { target: { value: 'new' } });
    expect(locationSeen.pathname).toBe('/builder/site/1/page/new');
    expect(await screen.findByText('Start Building Your Page')).toBeInTheDocument();
  });

  test('opens its first page when none is the home page', async () => {
    answer('GET', '/builder/pages/', [about]);
    answer('GET', '/builder/pages/3/', about);
    openBuilder('/builder/site/1');
    expect(await screen.findByLabelText('Page title')).toHaveValue('About');
    expect(locationSeen.pathname).toBe('/builder/site/1/page/3');
  });

  test('opens a new page when the site has none', async () => {
    answer('GET', '/builder/pages/', []);
    openBuilder('/builder/site/1');
    expect(await screen.findByText('Start Building Your Page')).toBeInTheDocument();
    expect(locationSeen.pathname).toBe('/builder/site/1');
  });

  test("someone else's site shows the failure and a way back", async () => {
    answer('GET', '/builder/pages/', () => {
      throw new ApiError(404, 'Not Found', { detail: 'Site not found' });
    });
    openBuilder('/builder/site/1');
    expect(await screen.findByText('Failed to Load Page')).toBeInTheDocument();
    expect(screen.getByText('Site not found')).toBeInTheDocument();
  });
});

test('Save is disabled until an edit, then the first save creates the page (the service picks a unique slug) and moves to its route', async () => {
  answer('GET', '/builder/pages/', [{ id: 3, slug: 'untitled-page' }]);
  answer('POST', '/builder/pages/', (body: any) => ({ ...pageWith(body.blocks), id: 42, title: body.title, slug: 'untitled-page-2' }));
  openBuilder('/builder/site/1/page/new');
  const save = screen.getByRole('button', { name: 'Save' });
  expect(save).toBeDisabled();
  fireEvent.click(await screen.findByRole('button', { name: 'Add Heading block' }));
  expect(save).toBeEnabled();
  await act(async () => {
    fireEvent.click(save);
  });
  await waitFor(() => expect(locationSeen.pathname).toBe('/builder/site/1/page/42'));
  const created = calls.find((c) => c.method === 'POST' && c.path === '/builder/pages/')!;
  expect(created.body).toMatchObject({ site: 1, title: 'Untitled Page', page_type: 'standard', is_published: false });
  expect(created.body).not.toHaveProperty('slug');
  expect((created.body as any).blocks).toHaveLength(1);
});

test('a failing save says so and keeps the page dirty', async () => {
  answer('GET', '/builder/pages/7/', pageWith());
  answer('POST', '/builder/pages/7/save_blocks/', () => {
    throw new ApiError(500, 'Internal Server Error', {});
  });
  openBuilder('/builder/site/1/page/7');
  fireEvent.change(await screen.findByLabelText('Page title'), { target: { value: 'Welcome' } });
  answer('PATCH', '/builder/pages/7/', {});
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
  expect(await screen.findByText('Failed to save page')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
});

test('Publish saves first, then publishes', async () => {
  answer('GET', '/builder/pages/7/', pageWith());
  answer('POST', '/builder/pages/7/save_blocks/', { ok: true });
  answer('POST', '/builder/pages/7/publish/', { ...pageWith(), is_published: true });
  openBuilder('/builder/site/1/page/7');
  await screen.findByDisplayValue('Home');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
  });
  await waitFor(() =>
    expect(calls.filter((c) => c.method === 'POST' && !c.path.endsWith('/lock/')).map((c) => c.path)).toEqual([
      '/builder/pages/7/save_blocks/',
      '/builder/pages/7/publish/',
    ]),
  );
});

describe('publishing a page of a draft site', () => {
  const draftSite = { id: 1, name: 'Crusty Bakery', slug: 'crusty-bakery', is_published: false };

  async function publishPage(page = pageWith()) {
    answer('GET', `/builder/pages/${page.id}/`, page);
    let site = draftSite;
    answer('GET', '/builder/sites/1/', () => site);
    answer('POST', `/builder/pages/${page.id}/save_blocks/`, {});
    answer('POST', `/builder/pages/${page.id}/publish/`, { ...page, is_published: true });
    answer('POST', '/builder/sites/1/publish/', () => (site = { ...draftSite, is_published: true }));
    answerFreeLock(page.id);
    openBuilder(`/builder/site/1/page/${page.id}`);
    await screen.findByDisplayValue(page.title);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    });
  }

  test('says the site is still a draft and offers "Publish site" there; then View Live opens the page', async () => {
    await publishPage({ ...pageWith(), id: 8, title: 'Menu', slug: 'menu', is_home_page: false });
    expect(await screen.findByText('“Crusty Bakery” is still a draft.')).toBeInTheDocument();
    expect(screen.getByText(/Visitors see “Site Unavailable” until you publish the site/)).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Publish site' }));
    });
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toContain('/builder/sites/1/publish/');
    const viewLive = await screen.findByRole('link', { name: 'View Live' });
    expect(viewLive).toHaveAttribute('href', '/live/crusty-bakery/menu');
    expect(viewLive).toHaveAttribute('target', '_blank');
    expect(screen.queryByText('“Crusty Bakery” is still a draft.')).toBeNull();
  });

  test('View Live of the home page is the site address', async () => {
    await publishPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish site' }));
    expect(await screen.findByRole('link', { name: 'View Live' })).toHaveAttribute('href', '/live/crusty-bakery');
  });

  test('a page of a live site offers View Live at once', async () => {
    answer('GET', '/builder/pages/7/', pageWith());
    answer('GET', '/builder/sites/1/', { ...draftSite, is_published: true });
    answer('POST', '/builder/pages/7/save_blocks/', {});
    answer('POST', '/builder/pages/7/publish/', { ...pageWith(), is_published: true });
    openBuilder('/builder/site/1/page/7');
    await screen.findByDisplayValue('Home');
    expect(screen.queryByRole('link', { name: 'View Live' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    });
    expect(await screen.findByRole('link', { name: 'View Live' })).toHaveAttribute('href', '/live/crusty-bakery');
    expect(screen.queryByRole('button', { name: 'Publish site' })).toBeNull();
  });

  test('View Live of a site with its own origin opens the page at that origin', async () => {
    const menu = { ...pageWith(), id: 8, title: 'Menu', slug: 'menu', is_home_page: false };
    answer('GET', '/builder/pages/8/', menu);
    answer('GET', '/builder/sites/1/', { ...draftSite, is_published: true, primary_origin: 'https://bakery.example.com' });
    answer('POST', '/builder/pages/8/save_blocks/', {});
    answer('POST', '/builder/pages/8/publish/', { ...menu, is_published: true });
    answerFreeLock(8);
    openBuilder('/builder/site/1/page/8');
    await screen.findByDisplayValue('Menu');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    });
    expect(await screen.findByRole('link', { name: 'View Live' })).toHaveAttribute('href', 'https://bakery.example.com/menu');
    expect(screen.getByText('at bakery.example.com/menu', { exact: false })).toBeInTheDocument();
  });
});

test('a failing publish says so', async () => {
  answer('GET', '/builder/pages/7/', pageWith());
  answer('POST', '/builder/pages/7/save_blocks/', {});
  answer('POST', '/builder/pages/7/publish/', () => {
    throw new ApiError(500, 'Internal Server Error', {});
  });
  openBuilder('/builder/site/1/page/7');
  await screen.findByDisplayValue('Home');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
  });
  expect(await screen.findByText('Failed to publish page')).toBeInTheDocument();
});

test('an existing dirty page is saved automatically 3 seconds after the last change', async () => {
  jest.useFakeTimers();
  try {
    answer('GET', '/builder/pages/7/', pageWith());
    answer('POST', '/builder/pages/7/save_blocks/', {});
    openBuilder('/builder/site/1/page/7');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Spacer block' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2900);
    });
    expect(calls.some((c) => c.path.endsWith('save_blocks/'))).toBe(false);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(200);
    });
    expect(calls.filter((c) => c.path.endsWith('save_blocks/'))).toHaveLength(1);
  } finally {
    jest.useRealTimers();
  }
});

test('typing in the properties panel re-renders the edited block only', async () => {
  const blocks = Array.from({ length: 200 }, () => createBlock('heading'));
  answer('GET', '/builder/pages/7/', pageWith(blocks));
  openBuilder('/builder/site/1/page/7');
  await screen.findByDisplayValue('Home');
  const target = blocks[100].id;
  fireEvent.click(document.querySelector(`[data-canvas-block="${target}"]`)!);
  renderCounter.start();
  const input = screen.getByLabelText(/^(Heading )?text$/i);
  fireEvent.change(input, { target: { value: 'Edited' } });
  fireEvent.change(input, { target: { value: 'Edited twice' } });
  expect([...renderCounter.counts.keys()]).toEqual([target]);
  expect(renderCounter.counts.get(target)).toBe(2);
});

test('Duplicate puts a copy with a new id right after the block', async () => {
  const blocks = [createBlock('heading'), createBlock('text')];
  answer('GET', '/builder/pages/7/', pageWith(blocks));
  openBuilder('/builder/site/1/page/7');
  await screen.findByDisplayValue('Home');
  fireEvent.click(document.querySelector(`[data-canvas-block="${blocks[0].id}"]`)!);
  fireEvent.click(screen.getByRole('button', { name: 'Duplicate block' }));
  const rendered = [...document.querySelectorAll('[data-canvas-block]')].map((el) => el.getAttribute('data-canvas-block'));
  expect(rendered).toHaveLength(3);
  expect(rendered[0]).toBe(blocks[0].id);
  expect(rendered[1]).not.toBe(blocks[0].id);
  expect(rendered[2]).toBe(blocks[1].id);
});

test('copied blocks paste on another page with new ids', async () => {
  const blocks = [createBlock('heading')];
  answer('GET', '/builder/pages/7/', pageWith(blocks));
  const first = openBuilder('/builder/site/1/page/7');
  await screen.findByDisplayValue('Home');
  fireEvent.click(document.querySelector(`[data-canvas-block="${blocks[0].id}"]`)!);
  fireEvent.keyDown(window, { key: 'c', ctrlKey: true });
  first.unmount();
  openBuilder('/builder/site/1/page/new');
  fireEvent.keyDown(window, { key: 'v', ctrlKey: true });
  const pasted = document.querySelectorAll('[data-canvas-block]');
  expect(pasted).toHaveLength(1);
  expect(pasted[0].getAttribute('data-canvas-block')).not.toBe(blocks[0].id);
});

test('Enter on a library block appends it to the canvas', async () => {
  openBuilder('/builder/site/1/page/new');
  fireEvent.keyDown(await screen.findByRole('button', { name: 'Add Text block' }), { key: 'Enter' });
  fireEvent.keyDown(screen.getByRole('button', { name: 'Add Button block' }), { key: 'Enter' });
  const types = [...document.querySelectorAll('[data-canvas-block] [data-block-type]')].map((el) => el.getAttribute('data-block-type'));
  expect(types).toEqual(['text', 'button']);
});

test('the library filters by search and by category', async () => {
  openBuilder('/builder/site/1/page/new');
  await screen.findByRole('button', { name: 'Add Hero block' });
  fireEvent.change(screen.getByLabelText('Search blocks'), { target: { value: 'hero' } });
  expect(screen.getByRole('button', { name: 'Add Hero block' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add Heading block' })).toBeNull();
  fireEvent.change(screen.getByLabelText('Search blocks'), { target: { value: '' } });
  fireEvent.change(screen.getByLabelText('Block category'), { target: { value: 'media' } });
  expect(screen.getByRole('button', { name: 'Add Image block' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add Heading block' })).toBeNull();
});

test('a spacer height is a number between 10 and 500 and a bad YouTube URL is reported', async () => {
  const spacer = createBlock('spacer');
  const video = {
    ...createBlock('video'),
    content: { ...createBlock('video').content, type: 'youtube', src: 'https://youtube.com/watch?v=short' },
  };
  answer('GET', '/builder/pages/7/', pageWith([spacer, video]));
  openBuilder('/builder/site/1/page/7');
  await screen.findByDisplayValue('Home');
  fireEvent.click(document.querySelector(`[data-canvas-block="${spacer.id}"]`)!);
  const height = screen.getByRole('spinbutton', { name: /height/i });
  expect(height).toHaveAttribute('min', '10');
  expect(height).toHaveAttribute('max', '500');
  fireEvent.click(document.querySelector(`[data-canvas-block="${video.id}"]`)!);
  expect(screen.getByRole('alert')).toHaveTextContent('Invalid YouTube URL');
});

test('History restores a saved version onto the canvas', async () => {
  answer('GET', '/builder/pages/7/', pageWith());
  const older = [createBlock('spacer')];
  answer('GET', '/builder/pages/7/revisions/', [
    {
      id: 13,
      page: 7,
      title: 'Home',
      blocks: older,
      blocks_count: 1,
      created_at: '2026-11-22T12:00:00Z',
      created_by: 2,
      created_by_username: 'bob',
      restored_from: 11,
    },
    {
      id: 12,
      page: 7,
      title: 'Home',
      blocks: [],
      blocks_count: 2,
      created_at: '2026-11-22T10:00:00Z',
      created_by: 1,
      created_by_username: 'anna',
      restored_from: null,
    },
    {
      id: 11,
      page: 7,
      title: 'Home',
      blocks: older,
      blocks_count: 1,
      created_at: '2026-11-21T10:00:00Z',
      created_by: null,
      created_by_username: null,
      restored_from: null,
    },
  ]);
  answer('POST', '/builder/revisions/11/restore/', { ...pageWith(older), updated_at: '2026-11-22T11:00:00Z' });
  openBuilder('/builder/site/1/page/7');
  await screen.findByDisplayValue('Home');
  fireEvent.click(screen.getByRole('button', { name: 'More' }));
  fireEvent.click(screen.getByRole('menuitem', { name: 'History' }));
  const restore = await screen.findAllByRole('button', { name: /^Restore the version/ });
  expect(restore[0]).toBeDisabled();
  // who saved each version, and which version a restore put back
  const entries = document.querySelectorAll('.atlas-revisions li');
  expect(entries[0]).toHaveTextContent(/by bob · restored from the version of/);
  expect(entries[1]).toHaveTextContent('by anna');
  expect(entries[2]).toHaveTextContent('by an unknown account');
  await act(async () => {
    fireEvent.click(restore[2]);
  });
  await waitFor(() => expect(document.querySelectorAll('[data-canvas-block]')).toHaveLength(1));
  expect(document.querySelector(`[data-canvas-block="${older[0].id}"]`)).not.toBeNull();
});

describe("the canvas wears the site's theme", () => {
  const resolved = (primary: string, custom_css = '') => ({
    theme_id: 2,
    theme_name: 'Bold',
    variation_id: null,
    primary_color: primary,
    secondary_color: '#64748b',
    accent_color: '#10b981',
    background_color: '#fffbeb',
    text_color: '#1c1917',
    heading_font: 'Playfair Display',
    body_font: 'Lato',
    border_radius: '2px',
    spacing_unit: '1rem',
    max_width: '1100px',
    css_variables: {},
    custom_css,
  });
  const siteTheme = (primary: string, customCss = '') => ({ id: 5, site: 1, theme: 2, resolved: resolved(primary, customCss) });
  const canvas = () => screen.getByTestId('builder-canvas');

  test('with a site theme the canvas carries the public page variables (primary colour, surface, fonts)', async () => {
    answer('GET', '/themes/site-themes/', [siteTheme('#7c3aed')]);
    openBuilder('/builder/site/1/page/new');
    await waitFor(() => expect(canvas().style.getPropertyValue('--atlas-primary')).toBe('#7c3aed'));
    expect(canvas().style.getPropertyValue('--atlas-surface')).toBe('#fffbeb');
    expect(canvas().style.getPropertyValue('--atlas-heading-font')).toMatch(/^"Playfair Display"/);
    expect(canvas()).toHaveClass('is-themed');
    expect(calls.find((c) => c.path === '/themes/site-themes/')).toBeDefined();
  });

  test('without a site theme the canvas sets no theme variable', async () => {
    answer('GET', '/themes/site-themes/', []);
    openBuilder('/builder/site/1/page/new');
    await waitFor(() => expect(calls.some((c) => c.path === '/themes/site-themes/')).toBe(true));
    await act(async () => {});
    expect(canvas().style.getPropertyValue('--atlas-primary')).toBe('');
    expect(canvas()).not.toHaveClass('is-themed');
  });

  test('a theme changed in the Themes screen (its query) re-dresses the canvas', async () => {
    answer('GET', '/themes/site-themes/', [siteTheme('#7c3aed')]);
    const { client } = openBuilder('/builder/site/1/page/new');
    await waitFor(() => expect(canvas().style.getPropertyValue('--atlas-primary')).toBe('#7c3aed'));
    act(() => client.setQueryData(themeKeys.siteTheme(1), siteTheme('#0f766e')));
    await waitFor(() => expect(canvas().style.getPropertyValue('--atlas-primary')).toBe('#0f766e'));
  });

  // jsdom parses style sheets only in a live document, so this hands scopedCustomCss that one.
  test("the theme's custom CSS is confined to the canvas; fonts and animations stay global", () => {
    const css = scopedCustomCss(
      '.atlas-hero h1{letter-spacing:2px} @media (max-width:600px){button{color:red}} @keyframes pulse{from{opacity:0}}',
      document,
    );
    expect(css.startsWith('@keyframes pulse')).toBe(true);
    const scoped = css.slice(css.indexOf('@scope'));
    expect(scoped).toMatch(/^@scope \(\.atlas-canvas\) \{\n\.atlas-hero h1 \{\s*letter-spacing: 2px;?\s*\}\n@media \(max-width:\s?600px\)/);
    expect(scoped.trim().endsWith('}')).toBe(true);
  });

  test('custom CSS with a stray closing brace cannot put a rule outside the canvas', () => {
    const css = scopedCustomCss('.atlas-hero h1{letter-spacing:2px} } button{display:none}', document);
    expect(css === '' || css.startsWith('@scope (.atlas-canvas) {')).toBe(true);
    expect(css.split('{').length).toBe(css.split('}').length);
  });
});

describe('the toolbar on a narrow window', () => {
  test('More holds History, Preview links, Save as Template and Clear All; Escape closes it and gives the focus back', async () => {
    answer('GET', '/builder/pages/7/', pageWith());
    openBuilder('/builder/site/1/page/7');
    await screen.findByDisplayValue('Home');
    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    const menu = screen.getByRole('menu', { name: 'More actions' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['History', 'Preview links', 'Save as Template', 'Clear All']);
    expect(within(menu).getByRole('menuitem', { name: 'History' })).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(within(menu).getByRole('menuitem', { name: 'Preview links' })).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(more).toHaveFocus();
    fireEvent.click(more);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Clear All' }));
    expect(document.querySelectorAll('[data-canvas-block]')).toHaveLength(0);
  });

  test('+ Blocks opens the library drawer, a tapped block lands on the canvas and closes it; Properties opens the other drawer', async () => {
    answer('GET', '/builder/pages/7/', pageWith());
    openBuilder('/builder/site/1/page/7');
    await screen.findByDisplayValue('Home');
    const body = document.querySelector('.atlas-builder__body')!;
    const blocks = screen.getByRole('button', { name: '+ Blocks' });
    expect(blocks).toHaveAttribute('aria-controls', 'atlas-builder-library');
    fireEvent.click(blocks);
    expect(blocks).toHaveAttribute('aria-expanded', 'true');
    expect(body).toHaveClass('has-drawer-library');
    expect(screen.getByLabelText('Search blocks')).toHaveFocus();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Heading block' }));
    expect(document.querySelectorAll('[data-canvas-block]')).toHaveLength(3);
    expect(body).not.toHaveClass('has-drawer-library');

    const properties = screen.getByRole('button', { name: 'Properties' });
    fireEvent.click(properties);
    expect(body).toHaveClass('has-drawer-properties');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(body).not.toHaveClass('has-drawer-properties');
    expect(properties).toHaveAttribute('aria-expanded', 'false');
  });
});
