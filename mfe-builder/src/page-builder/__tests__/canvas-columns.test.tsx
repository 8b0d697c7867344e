import { fireEvent, screen, within } from '@testing-library/react';
import PageBuilder from '../page-builder';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import { answer, mockApi, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { answerFreeLock } from './page-lock-fixture';
import { createBlock, type Block } from '@atlas/blocks';
import { renderCounter } from '../render-counter';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));
void mockApi;

function columnsPage(inSecondColumn: Block[] = []) {
  const nested = createBlock('heading');
  nested.content.text = 'Nested heading';
  const row = createBlock('columns');
  row.content.columns[0].blocks = [nested];
  row.content.columns[1].blocks = inSecondColumn;
  const others = Array.from({ length: 30 }, () => createBlock('text'));
  const blocks: Block[] = [row, ...others];
  answer('GET', '/builder/pages/7/', {
    id: 7,
    site: 1,
    title: 'Home',
    slug: 'home',
    blocks,
    page_type: 'standard',
    is_published: false,
    is_home_page: true,
    updated_at: null,
  });
  renderAt('/builder/site/1/page/7', '/builder/site/:siteId/page/:pageId', <PageBuilder />);
  return { row, nested };
}

const nestedBlock = (id: string) => document.querySelector<HTMLElement>(`[data-nested-block="${id}"]`)!;
const panel = () => screen.getByRole('complementary', { name: 'Block properties' });

beforeEach(() => {
  resetApi();
  answerFreeLock(7);
  localStorage.clear();
  renderCounter.enabled = false;
});

test('each column of a columns block is a drop zone, empty ones say so', async () => {
  const { row } = columnsPage();
  await screen.findByDisplayValue('Home');
  const columns = document.querySelectorAll(`[data-canvas-block="${row.id}"] [data-column-drop]`);
  expect(columns).toHaveLength(2);
  expect(within(columns[1] as HTMLElement).getByText('Drop blocks here')).toBeInTheDocument();
});

test('a block in a column is selected on its own and edited in the properties panel, re-rendering only its columns row', async () => {
  const { row, nested } = columnsPage();
  await screen.findByDisplayValue('Home');
  fireEvent.click(nestedBlock(nested.id));
  expect(nestedBlock(nested.id)).toHaveAttribute('aria-pressed', 'true');
  expect(document.querySelector(`[data-canvas-block="${row.id}"]`)).toHaveAttribute('aria-pressed', 'false');
  expect(within(panel()).getByText('Inside a Columns block')).toBeInTheDocument();

  renderCounter.start();
  fireEvent.change(within(panel()).getByLabelText(/^(Heading )?text$/i), { target: { value: 'Edited inside' } });
  expect(nestedBlock(nested.id)).toHaveTextContent('Edited inside');
  expect([...renderCounter.counts.keys()]).toEqual([row.id]);
});

test('the toolbar of a nested block deletes it from its column; Delete removes a selected nested block too', async () => {
  const { row, nested } = columnsPage();
  await screen.findByDisplayValue('Home');
  fireEvent.click(nestedBlock(nested.id));
  fireEvent.click(within(nestedBlock(nested.id)).getByRole('button', { name: 'Delete block' }));
  expect(nestedBlock(nested.id)).toBeNull();
  expect(document.querySelectorAll(`[data-canvas-block="${row.id}"] [data-column-drop]`)).toHaveLength(2);
  expect(within(panel()).getByText('Select a block on the canvas to edit it.')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
  fireEvent.click(nestedBlock(nested.id));
  fireEvent.keyDown(window, { key: 'Delete' });
  expect(nestedBlock(nested.id)).toBeNull();
});

test('changing the column count resizes the columns and keeps the blocks of removed columns', async () => {
  const right = createBlock('button');
  const { row, nested } = columnsPage([right]);
  await screen.findByDisplayValue('Home');
  fireEvent.click(document.querySelector(`[data-canvas-block="${row.id}"]`)!);
  fireEvent.change(within(panel()).getByLabelText('Columns'), { target: { value: '3' } });
  expect(document.querySelectorAll(`[data-canvas-block="${row.id}"] [data-column-drop]`)).toHaveLength(3);
  fireEvent.change(within(panel()).getByLabelText('Columns'), { target: { value: '1' } });
  const columns = document.querySelectorAll<HTMLElement>(`[data-canvas-block="${row.id}"] [data-column-drop]`);
  expect(columns).toHaveLength(1);
  expect([...columns[0].querySelectorAll('[data-nested-block]')].map((el) => el.getAttribute('data-nested-block'))).toEqual([
    nested.id,
    right.id,
  ]);
});
