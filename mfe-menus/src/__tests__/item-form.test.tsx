import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { fieldsFor, isValidUrl, itemFormFrom, validateItemForm } from '../builder/item-form';
import { LOCATIONS, SITES, item, menu } from '../test-support/fixtures';
import { openMenus } from '../test-support/open-menus';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
  // The shop's categories come through request() with an absolute URL.
  request: (method: string, url: string, body: unknown, options: unknown) =>
    require('@atlas/shell-kit/src/test-support/mock-api').mockApi[method.toLowerCase()](url.replace(/^https?:\/\/[^/]+/, ''), options),
}));

const sent = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path).map((c) => c.body);

let items: ReturnType<typeof item>[];
beforeEach(() => {
  resetApi();
  items = [item(1, 'Home'), item(2, 'Shop', { sort_order: 1 }), item(3, 'Shirts', { parent: 2 })];
  answer('GET', '/builder/sites/', SITES);
  answer('GET', '/locations/', LOCATIONS);
  answer('GET', '/menus/', [menu(10, 'Main', { item_count: 3 })]);
  answer('GET', '/items/', () => items);
  answer('GET', '/builder/pages/', [
    { id: 7, title: 'About', slug: 'about', is_home_page: false },
    { id: 8, title: 'Welcome', slug: 'welcome', is_home_page: true },
  ]);
});

async function openItemForm() {
  openMenus('/dashboard/menus/3/10');
  await screen.findByText('Shirts');
  fireEvent.click(screen.getAllByRole('button', { name: 'Add Item' })[0]);
  return screen.findByRole('dialog', { name: 'Add Item' });
}

describe('the item form rules', () => {
  test('url only for custom urls (and buttons), a page select only for pages', () => {
    expect(fieldsFor('custom_url')).toMatchObject({ url: true, urlRequired: true, page: false });
    expect(fieldsFor('page')).toMatchObject({ url: false, page: true });
    expect(fieldsFor('divider')).toMatchObject({ url: false, page: false, category: false, target: false });
    expect(fieldsFor('widget')).toMatchObject({ widget: true, url: false });
  });

  test('a valid URL is http(s) with a host or a path of the site', () => {
    expect(isValidUrl('https://example.com/a?b=1')).toBe(true);
    expect(isValidUrl('/contact')).toBe(true);
    expect(isValidUrl('example.com')).toBe(false);
    expect(isValidUrl('//evil.example')).toBe(false);
    expect(isValidUrl('javascript:alert(1)')).toBe(false);
    expect(isValidUrl('https://exa mple.com')).toBe(false);
  });

  test('title is required for every type; url only checked for custom urls', () => {
    expect(validateItemForm({ ...itemFormFrom(), title: ' ' })).toEqual({ title: 'Title is required', url: 'URL is required' });
    expect(validateItemForm({ ...itemFormFrom(), title: 'Text', item_type: 'text', url: 'not a url' })).toEqual({});
    expect(validateItemForm({ ...itemFormFrom(), title: 'Link', url: 'nope' })).toEqual({ url: 'Enter a valid URL' });
  });
});

test('a custom URL item: title required, the URL validated, then POSTed with the menu', async () => {
  answer('POST', '/items/', (body: any) => {
    items = [...items, item(9, body.title, body)];
    return items.at(-1);
  });
  const dialog = await openItemForm();
  expect(within(dialog).getByLabelText(/^Title/)).toHaveFocus();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add Item' }));
  expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
  expect(within(dialog).getByText('URL is required')).toBeInTheDocument();

  fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Blog' } });
  fireEvent.change(within(dialog).getByLabelText(/^URL/), { target: { value: 'blog.example' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add Item' }));
  expect(await within(dialog).findByText('Enter a valid URL')).toBeInTheDocument();
  expect(sent('POST', '/items/')).toEqual([]);

  fireEvent.change(within(dialog).getByLabelText(/^URL/), { target: { value: 'https://blog.example' } });
  fireEvent.change(within(dialog).getByLabelText('Open in'), { target: { value: '_blank' } });
  fireEvent.change(within(dialog).getByLabelText('Parent item'), { target: { value: '2' } });
  fireEvent.click(within(dialog).getByLabelText('Show to signed-out visitors'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add Item' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(sent('POST', '/items/')).toEqual([
    expect.objectContaining({
      menu: 10,
      title: 'Blog',
      item_type: 'custom_url',
      url: 'https://blog.example',
      target: '_blank',
      parent: 2,
      sort_order: 1,
      show_to_logged_in_users: true,
      show_to_logged_out_users: false,
      page: null,
      widget_type: null,
    }),
  ]);
  expect(await screen.findByText('Blog')).toBeInTheDocument();
});

test("a page item shows the site's pages instead of a URL", async () => {
  answer('POST', '/items/', (body: any) => item(9, body.title, body));
  const dialog = await openItemForm();
  fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'page' } });
  expect(within(dialog).queryByLabelText(/^URL/)).toBeNull();
  fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'About us' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add Item' }));
  expect(await within(dialog).findByText('Choose a page')).toBeInTheDocument();
  await within(dialog).findByRole('option', { name: 'About' });
  fireEvent.change(within(dialog).getByLabelText(/^Page/), { target: { value: '7' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add Item' }));
  await waitFor(() => expect(sent('POST', '/items/')).toHaveLength(1));
  expect(sent('POST', '/items/')[0]).toMatchObject({ item_type: 'page', page: 7, url: '' });
  expect(calls.find((c) => c.path === '/builder/pages/')).toBeTruthy();
});

test('a category item picks a shop category', async () => {
  answer('GET', '/ecommerce/api/categories/', [{ id: 1, name: 'Apparel', slug: 'apparel' }]);
  answer('POST', '/items/', (body: any) => item(9, body.title, body));
  const dialog = await openItemForm();
  fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'category' } });
  fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Apparel' } });
  await within(dialog).findByRole('option', { name: 'Apparel' });
  fireEvent.change(within(dialog).getByLabelText(/^Category/), { target: { value: 'apparel' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add Item' }));
  await waitFor(() => expect(sent('POST', '/items/')).toHaveLength(1));
  expect(sent('POST', '/items/')[0]).toMatchObject({ item_type: 'category', category: 'apparel', url: '' });
});

test('widget fields follow the widget type: contact info, then social links checked', async () => {
  answer('POST', '/items/', (body: any) => item(9, body.title, body));
  const dialog = await openItemForm();
  fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'widget' } });
  expect(within(dialog).queryByLabelText('Open in')).toBeNull();
  fireEvent.change(within(dialog).getByLabelText('Widget'), { target: { value: 'contact_info' } });
  fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Reach us' } });
  fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '+1 555 0100' } });
  fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'hi@acme.test' } });
  expect(within(dialog).queryByRole('button', { name: 'Add Link' })).toBeNull();

  fireEvent.change(within(dialog).getByLabelText('Widget'), { target: { value: 'social_links' } });
  expect(within(dialog).queryByLabelText('Phone')).toBeNull();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add Link' }));
  fireEvent.change(within(dialog).getByLabelText('Platform 1'), { target: { value: 'instagram' } });
  fireEvent.change(within(dialog).getByLabelText('Link 1'), { target: { value: 'instagram.com/acme' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add Item' }));
  expect(await within(dialog).findByText('Social link 1: enter an http:// or https:// address')).toBeInTheDocument();

  fireEvent.change(within(dialog).getByLabelText('Link 1'), { target: { value: 'https://instagram.com/acme' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add Item' }));
  await waitFor(() => expect(sent('POST', '/items/')).toHaveLength(1));
  expect(sent('POST', '/items/')[0]).toMatchObject({
    item_type: 'widget',
    widget_type: 'social_links',
    widget_content: [{ platform: 'instagram', url: 'https://instagram.com/acme', title: 'instagram', icon: '' }],
  });
});

test('Edit opens the item with its values and PUTs the changes', async () => {
  answer('PUT', '/items/2/', (body: any) => item(2, body.title, body));
  openMenus('/dashboard/menus/3/10');
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Shop' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Item' });
  expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Shop');
  // An item cannot be put under itself or its own children.
  const parents = within(within(dialog).getByLabelText('Parent item'))
    .getAllByRole('option')
    .map((o) => o.textContent);
  expect(parents).toEqual(['None (top level)', 'Home']);
  fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Store' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save Item' }));
  await waitFor(() => expect(sent('PUT', '/items/2/')).toHaveLength(1));
  expect(sent('PUT', '/items/2/')[0]).toMatchObject({ title: 'Store', sort_order: 1, parent: null });
});

test("deleting an item asks 'Are you sure you want to delete this menu item?' first", async () => {
  answer('DELETE', '/items/1/', () => {
    items = items.filter((i) => i.id !== 1);
    return null;
  });
  openMenus('/dashboard/menus/3/10');
  fireEvent.click(await screen.findByRole('button', { name: 'Delete Home' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Item' });
  expect(within(dialog).getByText('Are you sure you want to delete this menu item?')).toBeInTheDocument();
  expect(sent('DELETE', '/items/1/')).toEqual([]);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByText('Home')).toBeNull());
  expect(sent('DELETE', '/items/1/')).toHaveLength(1);
});
