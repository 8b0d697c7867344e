import { fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@atlas/shell-kit';
import { blockOf } from '@atlas/blocks';
import PageBuilder from '../page-builder';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import { answer, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));

const marketing = { id: 12, slug: 'marketing-blocks', name: 'Marketing Blocks' };
const banner = {
  type: 'marketing-blocks/cta-banner',
  label: 'Call-to-Action Banner',
  icon: 'target',
  template: '<section class="cta" style="background-color:{{background}}"><h2>{{title}}</h2><a href="{{link}}">Go</a></section>',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', default: 'Ready to get started?' },
    { name: 'link', label: 'Button link', kind: 'url', default: '/contact' },
    { name: 'background', label: 'Background', kind: 'color', default: '#3b82f6' },
  ],
};
const photo = {
  type: 'media-blocks/photo-card',
  label: 'Photo Card',
  template: '<figure><figcaption>{{caption}}</figcaption></figure>',
  fields: [{ name: 'caption', label: 'Caption', kind: 'text', default: 'A photo' }],
};
const core = (type: string) => ({ type, module: null, definition: null });

const blockTypes = {
  results: [core('heading'), core('text'), core('image'), { type: banner.type, module: marketing, definition: banner }],
  count: 4,
  uninstalled: [{ type: photo.type, module: { id: 13, slug: 'media-blocks', name: 'Media Blocks' }, definition: photo }],
};

function openPage(blocks: unknown[]) {
  answer('GET', '/builder/pages/7/', {
    id: 7,
    site: 1,
    title: 'Home',
    slug: 'home',
    blocks,
    page_type: 'standard',
    is_published: false,
    is_home_page: true,
  });
  return renderAt('/builder/site/1/page/7', '/builder/site/:siteId/page/:pageId', <PageBuilder />);
}

beforeEach(() => resetApi());

test('the library lists exactly the block types the service answers, a pack under its module name', async () => {
  answer('GET', '/builder/block-types/', blockTypes);
  openPage([]);
  const library = await screen.findByRole('complementary', { name: 'Blocks' });
  await within(library).findByRole('button', { name: 'Add Heading block' });
  const offered = within(library)
    .getAllByRole('button', { name: /^Add / })
    .map((button) => button.getAttribute('data-block-type'));
  expect(offered).toEqual(['heading', 'text', 'image', banner.type]);
  expect(
    within(within(library).getByRole('region', { name: 'Marketing Blocks' })).getByRole('button', {
      name: 'Add Call-to-Action Banner block',
    }),
  ).toBeInTheDocument();
  // Not offered: the commerce blocks without their pack, an uninstalled pack's blocks.
  expect(within(library).queryByRole('button', { name: /Product Card|Photo Card/ })).toBeNull();
});

test('a pack block is added with its defaults, drawn from its template and edited in the properties panel', async () => {
  answer('GET', '/builder/block-types/', blockTypes);
  openPage([]);
  fireEvent.click(await screen.findByRole('button', { name: 'Add Call-to-Action Banner block' }));
  const canvasBlock = document.querySelector(`[data-canvas-block] [data-block-type="${banner.type}"]`) as HTMLElement;
  expect(within(canvasBlock).getByRole('heading', { name: 'Ready to get started?' })).toBeInTheDocument();
  fireEvent.click(canvasBlock);
  const panel = screen.getByRole('complementary', { name: 'Block properties' });
  expect(within(panel).getByRole('heading', { name: 'Call-to-Action Banner' })).toBeInTheDocument();
  fireEvent.change(within(panel).getByLabelText('Title'), { target: { value: '<b>Join</b> us' } });
  // The value is text on the canvas, never markup.
  expect(within(canvasBlock).getByRole('heading', { name: '<b>Join</b> us' })).toBeInTheDocument();
  expect(canvasBlock.querySelector('b')).toBeNull();
});

test('a block of an uninstalled module is still drawn, marked, and can be deleted', async () => {
  answer('GET', '/builder/block-types/', blockTypes);
  openPage([
    blockOf('p1', photo.type, { caption: 'Our shop' }),
    blockOf('c1', 'product-card', {}),
    blockOf('h1', 'heading', { text: 'Hi' }),
  ]);
  expect(await screen.findByText('Our shop')).toBeInTheDocument();
  const marks = await screen.findAllByText('From an uninstalled module');
  expect(marks).toHaveLength(2);
  const rows = [...document.querySelectorAll('[data-canvas-block]')] as HTMLElement[];
  expect(within(rows[2]).queryByText('From an uninstalled module')).toBeNull();
  fireEvent.click(rows[0].querySelector('[data-block-type]')!);
  fireEvent.click(screen.getByRole('button', { name: 'Delete block' }));
  expect(screen.queryByText('Our shop')).toBeNull();
});

test('a library that cannot be loaded says so and retries', async () => {
  let fail = true;
  answer('GET', '/builder/block-types/', () => {
    if (fail) throw new ApiError(503, 'Service Unavailable', { detail: 'Sites service unavailable' });
    return blockTypes;
  });
  openPage([]);
  expect(await screen.findByText('Sites service unavailable')).toBeInTheDocument();
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: 'Add Heading block' })).toBeInTheDocument();
});
