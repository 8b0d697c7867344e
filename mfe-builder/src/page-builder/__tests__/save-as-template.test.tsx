import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@atlas/shell-kit';
import PageBuilder from '../page-builder';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import { answer, calls, mockApi, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { answerFreeLock } from './page-lock-fixture';
import { CORE_BLOCK_TYPES, createBlock } from '@atlas/blocks';
import { templateKeys } from '../../api/keys';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));
void mockApi;

const ROUTES = ['/builder/site/:siteId', '/builder/site/:siteId/page/:pageId'];

function openBuilder(path: string) {
  return renderAt(path, ROUTES[0], <PageBuilder />, [ROUTES[1]]);
}

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

beforeEach(() => {
  resetApi();
  answerFreeLock(7);
  localStorage.clear();
  const core = CORE_BLOCK_TYPES.map((type) => ({ type, module: null, definition: null }));
  answer('GET', '/builder/block-types/', { results: core, count: core.length, uninstalled: [] });
});

async function openModal(editFirst: () => unknown = () => {}) {
  answer('GET', '/builder/pages/7/', page);
  const view = openBuilder('/builder/site/1/page/7');
  await screen.findByDisplayValue('Home');
  await editFirst();
  fireEvent.click(await screen.findByRole('button', { name: 'More' }));
  fireEvent.click(screen.getByRole('menuitem', { name: 'Save as Template' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Save as Template' }) };
}

test('is disabled for a new page that was never saved', () => {
  openBuilder('/builder/site/1/page/new');
  fireEvent.click(screen.getByRole('button', { name: 'More' }));
  expect(screen.getByRole('menuitem', { name: 'Save as Template' })).toBeDisabled();
});

test('needs a name, then saves the page as a template, says so and refreshes the template library', async () => {
  answer('POST', '/builder/save_as_template/', (body: any) => ({ id: 90, ...body }));
  const { dialog, client } = await openModal();
  client.setQueryData(templateKeys.list(), []);
  const submit = within(dialog).getByRole('button', { name: 'Save Template' });
  expect(submit).toBeDisabled();
  expect(
    within(dialog)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value')),
  ).toEqual(['landing', 'business', 'portfolio', 'blog', 'ecommerce', 'creative', 'education', 'nonprofit']);

  fireEvent.change(within(dialog).getByLabelText(/Template Name/), { target: { value: '  My pricing ' } });
  fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Three plans' } });
  fireEvent.change(within(dialog).getByLabelText('Category'), { target: { value: 'business' } });
  await act(async () => {
    fireEvent.click(submit);
  });

  expect(calls.find((c) => c.path === '/builder/save_as_template/')!.body).toEqual({
    page_id: 7,
    name: 'My pricing',
    description: 'Three plans',
    category: 'business',
  });
  expect(await screen.findByText('Template "My pricing" saved')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save as Template' })).not.toBeInTheDocument());
  expect(client.getQueryState(templateKeys.list())!.isInvalidated).toBe(true);
});

test("shows the server's detail when the template is refused, and stays open", async () => {
  answer('POST', '/builder/save_as_template/', () => {
    throw new ApiError(404, 'Not Found', { detail: 'Page not found' });
  });
  const { dialog } = await openModal();
  fireEvent.change(within(dialog).getByLabelText(/Template Name/), { target: { value: 'Mine' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Template' }));
  });
  expect(await within(dialog).findByText('Page not found')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Save as Template' })).toBeInTheDocument();
});

test('saves unsaved canvas changes before making the template from the page', async () => {
  answer('POST', '/builder/pages/7/save_blocks/', { ok: true });
  answer('POST', '/builder/save_as_template/', (body: any) => ({ id: 91, ...body }));
  const { dialog } = await openModal(async () => fireEvent.click(await screen.findByRole('button', { name: 'Add Text block' })));
  expect(within(dialog).getByText("The page's unsaved changes are saved first.")).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText(/Template Name/), { target: { value: 'Mine' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Template' }));
  });
  const order = calls.filter((c) => c.method === 'POST' && !c.path.endsWith('/lock/')).map((c) => c.path);
  expect(order).toEqual(['/builder/pages/7/save_blocks/', '/builder/save_as_template/']);
});
