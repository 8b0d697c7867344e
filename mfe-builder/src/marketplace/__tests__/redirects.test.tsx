import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@atlas/shell-kit';
import { useLocation } from 'react-router-dom';
import Marketplace from '../marketplace';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));

const siteOf = (id: number, name: string) => ({ id, name, slug: name.toLowerCase().replace(/ /g, '-'), is_published: true });
const ruleOf = (id: number, site: number, from_path: string, to_path: string, status_code = 301) => ({
  id,
  site,
  from_path,
  to_path,
  status_code,
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
});

let rules: ReturnType<typeof ruleOf>[] = [];
beforeEach(() => {
  resetApi();
  rules = [ruleOf(1, 10, '/old-shop', '/shop'), ruleOf(2, 20, '/promo', 'https://example.com/sale', 302)];
  answer('GET', '/builder/sites/', [siteOf(10, 'Bakery'), siteOf(20, 'Studio')]);
  answer('GET', '/marketplace/redirects/', (_body: unknown, options: any) => {
    const results = rules.filter((rule) => rule.site === options.query.site);
    return { results, count: results.length };
  });
});

const where = { search: '' };
function Probe() {
  where.search = useLocation().search;
  return null;
}
const open = (path = '/dashboard/marketplace/redirects') =>
  renderAt(
    path,
    '/dashboard/marketplace/*',
    <>
      <Probe />
      <Marketplace />
    </>,
  );
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

test("the chosen site's rules are listed, and the choice stays in the address", async () => {
  open();
  const table = await screen.findByRole('table', { name: 'Redirects of Bakery' });
  expect(cellsOf(within(table).getAllByRole('row')[1]).slice(0, 3)).toEqual(['/old-shop', '/shop', 'Permanent (301)']);

  fireEvent.change(screen.getByRole('combobox', { name: 'Site' }), { target: { value: '20' } });
  const studio = await screen.findByRole('table', { name: 'Redirects of Studio' });
  expect(cellsOf(within(studio).getAllByRole('row')[1]).slice(0, 3)).toEqual(['/promo', 'https://example.com/sale', 'Temporary (302)']);
  expect(where.search).toBe('?site=20');
});

test('adds a rule to the chosen site; a second rule for the same path is refused on the From field', async () => {
  answer('POST', '/marketplace/redirects/', (body: any) => {
    if (rules.some((rule) => rule.site === body.site && rule.from_path === body.from_path)) {
      throw new ApiError(409, 'Conflict', {
        error: 'duplicate_from_path',
        detail: `A redirect from ${body.from_path} already exists for this site`,
      });
    }
    const rule = ruleOf(3, body.site, body.from_path, body.to_path, body.status_code);
    rules = [...rules, rule];
    return rule;
  });
  open('/dashboard/marketplace/redirects?site=20');
  fireEvent.click(await screen.findByRole('button', { name: 'Add redirect' }));
  const dialog = screen.getByRole('dialog', { name: 'Add redirect' });
  const from = within(dialog).getByRole('textbox', { name: /From path/ });
  fireEvent.change(from, { target: { value: '/promo' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /To/ }), { target: { value: '/sale' } });
  fireEvent.change(within(dialog).getByRole('combobox', { name: 'Type' }), { target: { value: '302' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add redirect' }));
  await waitFor(() =>
    expect(from).toHaveAccessibleDescription(expect.stringContaining('A redirect from /promo already exists for this site')),
  );

  fireEvent.change(from, { target: { value: '/summer' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add redirect' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
    site: 20,
    from_path: '/summer',
    to_path: '/sale',
    status_code: 302,
  });
  expect(await screen.findByText('/summer')).toBeInTheDocument();
});

test('a refusal of the schema is shown on the field it names', async () => {
  answer('PATCH', '/marketplace/redirects/1/', () => {
    throw new ApiError(400, 'Bad Request', {
      detail: 'to_path must be a path starting with / or an http(s) address, 2000 characters at most',
      errors: [{ path: 'body/to_path', message: 'must match pattern' }],
    });
  });
  open();
  fireEvent.click(await screen.findByRole('button', { name: 'Edit /old-shop' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit redirect' });
  const to = within(dialog).getByRole('textbox', { name: /To/ });
  expect(to).toHaveValue('/shop');
  fireEvent.change(to, { target: { value: 'shop page' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(to).toHaveAttribute('aria-invalid', 'true'));
  expect(to).toHaveAccessibleDescription(expect.stringContaining('to_path must be a path starting with /'));
  expect(within(dialog).getByRole('textbox', { name: /From path/ })).not.toHaveAttribute('aria-invalid');
});

test('delete asks first: cancelling keeps the rule, confirming removes it', async () => {
  answer('DELETE', '/marketplace/redirects/1/', () => {
    rules = rules.filter((rule) => rule.id !== 1);
    return null;
  });
  open();
  fireEvent.click(await screen.findByRole('button', { name: 'Delete /old-shop' }));
  fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete redirect' })).getByRole('button', { name: 'Cancel' }));
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  expect(screen.getByText('/old-shop')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Delete /old-shop' }));
  fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete redirect' })).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('No redirects yet')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/marketplace/redirects/1/']);
});

test('without the module the screen says so and leads to the marketplace', async () => {
  answer('GET', '/marketplace/redirects/', () => {
    throw new ApiError(409, 'Conflict', {
      error: 'module_not_installed',
      detail: 'Install the Redirects module from the marketplace first',
    });
  });
  open();
  expect(await screen.findByText('Install the Redirects module from the marketplace first')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open the Marketplace' })).toHaveAttribute('href', '/dashboard/marketplace?search=Redirects');
  expect(screen.queryByRole('combobox', { name: 'Site' })).toBeNull();
});

test('without a site there is nothing to redirect: it offers to create one', async () => {
  answer('GET', '/builder/sites/', []);
  open();
  expect(await screen.findByText('No sites yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'New Site' })).toHaveAttribute('href', '/dashboard/sites/new');
  expect(calls.some((c) => c.path === '/marketplace/redirects/')).toBe(false);
});
