import { act, fireEvent, screen, within } from '@testing-library/react';
import { NavigationBuilderModal } from '../navigation-builder-modal';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import type { Site } from '../../api/types';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));

const site = { id: 3, name: 'Acme', slug: 'acme', description: '', is_published: true } as Site;
const patches = () =>
  calls.filter((c) => c.method === 'PATCH').map((c) => c.body as { menu_items: { label: string; url: string }[]; settings: unknown });

beforeEach(() => {
  resetApi();
  answer('GET', '/builder/pages/', [{ id: 5, site: 3, title: 'About', slug: 'about', is_home_page: false }]);
  answer('PATCH', '/builder/sites/3/navigation/', {});
});

test('a navigation that cannot be loaded shows an empty menu', async () => {
  answer('GET', '/builder/sites/3/navigation/', () => {
    throw new Error('down');
  });
  renderAt('/', '/', <NavigationBuilderModal site={site} open onClose={() => {}} />);
  expect(await screen.findByText('No menu items yet')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add First Item' })).toBeInTheDocument();
});

test('an empty label silently does not submit; a complete item saves the whole list at once', async () => {
  answer('GET', '/builder/sites/3/navigation/', {
    structure: [{ id: 'h', label: 'Home', url: '/', type: 'home', is_external: false, style: 'default', order: 0 }],
    style_settings: { sticky: true },
  });
  renderAt('/', '/', <NavigationBuilderModal site={site} open onClose={() => {}} />);
  await screen.findByRole('button', { name: 'Edit Home' });
  fireEvent.click(screen.getByRole('button', { name: 'Add Item' }));
  const form = screen.getByRole('form', { name: 'Add Item' });
  fireEvent.change(within(form).getByLabelText('Label *'), { target: { value: '   ' } });
  fireEvent.change(within(form).getByLabelText('URL *'), { target: { value: '/x' } });
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Add Item' }));
  });
  expect(patches()).toHaveLength(0);

  fireEvent.change(within(form).getByLabelText('Type'), { target: { value: 'contact' } });
  fireEvent.change(within(form).getByLabelText('Label *'), { target: { value: 'Contact' } });
  expect(within(form).getByLabelText('URL *')).toHaveValue('/contact');
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Add Item' }));
  });
  expect(patches()).toHaveLength(1);
  expect(patches()[0].menu_items.map((item) => [item.label, item.url])).toEqual([
    ['Home', '/'],
    ['Contact', '/contact'],
  ]);
  expect(patches()[0].settings).toEqual({ sticky: true });
});

test('a page item links to the chosen page; edit and delete each save the list', async () => {
  answer('GET', '/builder/sites/3/navigation/', { structure: [], style_settings: {} });
  renderAt('/', '/', <NavigationBuilderModal site={site} open onClose={() => {}} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Add First Item' }));
  const form = screen.getByRole('form', { name: 'Add Item' });
  await screen.findByRole('option', { name: 'About' });
  fireEvent.change(within(form).getByLabelText('Page'), { target: { value: '5' } });
  expect(within(form).getByLabelText('Label *')).toHaveValue('About');
  expect(within(form).getByLabelText('URL *')).toHaveValue('/acme/about');
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Add Item' }));
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Edit About' }));
  const edit = screen.getByRole('form', { name: 'Save Item' });
  fireEvent.change(within(edit).getByLabelText('Label *'), { target: { value: 'Our story' } });
  await act(async () => {
    fireEvent.click(within(edit).getByRole('button', { name: 'Save Item' }));
  });
  await act(async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Our story' }));
  });
  expect(patches().map((p) => p.menu_items.map((item) => item.label))).toEqual([['About'], ['Our story'], []]);
});
