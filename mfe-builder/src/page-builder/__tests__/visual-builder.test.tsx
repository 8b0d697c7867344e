import { fireEvent, screen, within } from '@testing-library/react';
import PageBuilder from '../page-builder';
import { renderAt, locationSeen } from '@atlas/shell-kit/src/test-support/render';
import { answer, mockApi, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { createBlock } from '@atlas/blocks';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));
void mockApi;

const SITES = [
  { id: 1, name: 'Bakery', slug: 'bakery', description: '', is_published: false },
  { id: 2, name: 'Studio', slug: 'studio', description: '', is_published: false },
];
const PAGES: Record<number, { id: number; site: number; title: string; slug: string; is_home_page: boolean }[]> = {
  1: [{ id: 7, site: 1, title: 'Home', slug: 'home', is_home_page: true }],
  2: [{ id: 9, site: 2, title: 'Work', slug: 'work', is_home_page: false }],
};

function openVisualBuilder(path: string) {
  answer('GET', '/builder/sites/', SITES);
  answer('GET', '/builder/pages/', (_body: unknown, options: any) => PAGES[options.query.site]);
  answer('GET', '/builder/pages/9/', {
    ...PAGES[2][0],
    blocks: [createBlock('heading')],
    page_type: 'standard',
    is_published: false,
    updated_at: null,
  });
  return renderAt(path, '/visual-builder', <PageBuilder />, ['/visual-builder/:pageId', '/builder/site/:siteId/page/:pageId']);
}

beforeEach(() => resetApi());

test('/visual-builder asks for a site and a page, then opens that page in the builder', async () => {
  openVisualBuilder('/visual-builder');
  expect(await screen.findByRole('heading', { name: 'Open a page in the builder' })).toBeInTheDocument();
  const pages = await screen.findByRole('navigation', { name: 'Pages' });
  expect(await within(pages).findByRole('link', { name: 'Home (home)' })).toHaveAttribute('href', '/visual-builder/7');
  expect(within(pages).getByRole('link', { name: '+ New page' })).toHaveAttribute('href', '/builder/site/1/page/new');

  fireEvent.change(screen.getByLabelText('Site'), { target: { value: '2' } });
  fireEvent.click(await within(pages).findByRole('link', { name: 'Work' }));
  expect(locationSeen.pathname).toBe('/visual-builder/9');
  expect(await screen.findByLabelText('Page title')).toHaveValue('Work');
  expect(await screen.findByRole('option', { name: 'Work' })).toBeInTheDocument();
});

test('/visual-builder/{pageId} edits that page within its own site', async () => {
  openVisualBuilder('/visual-builder/9');
  expect(await screen.findByLabelText('Page title')).toHaveValue('Work');
  expect(document.querySelectorAll('[data-canvas-block]')).toHaveLength(1);
  expect(await screen.findByRole('option', { name: 'Work' })).toBeInTheDocument();
  expect(screen.queryByRole('option', { name: 'Home (home)' })).not.toBeInTheDocument();
});

test('without any site it offers to create one', async () => {
  answer('GET', '/builder/sites/', []);
  renderAt('/visual-builder', '/visual-builder', <PageBuilder />);
  expect(await screen.findByText('You have no sites yet.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create New Site' })).toHaveAttribute('href', '/dashboard/sites/new');
});
