import '@testing-library/jest-dom';
import { act, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AuthProvider, TOKEN_KEYS } from '@atlas/shell-kit';
import { Breadcrumbs } from '../breadcrumbs';

jest.mock('../../federation/remotes', () => ({
  // The manifest lists this repository's remotes with what their remote.json files declare.
  loadManifest: async () =>
    new Map(
      require('../../test-support/declared-remotes')
        .declaredRemotes()
        .map((remote: { name: string }) => [remote.name, remote]),
    ),
}));

const answers: Record<string, unknown> = {};

function renderAt(path: string) {
  localStorage.clear();
  localStorage.setItem(TOKEN_KEYS.access, 'demo');
  Object.assign(answers, {
    '/api/auth/me/': { id: 1, username: 'demo', is_staff: false },
    '/api/builder/sites/': [{ id: 2, name: 'Bakery', slug: 'bakery' }],
    '/api/menus/3/': { id: 3, name: 'Main menu' },
    '/api/content/5/': { id: 5, title: 'Harbour opening night' },
  });
  (globalThis as { fetch: unknown }).fetch = jest.fn(async (url: string) => {
    const body = answers[url];
    const status = body === undefined ? 404 : 200;
    return { ok: status === 200, status, statusText: String(status), text: async () => JSON.stringify(body ?? {}) };
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let rename: () => Promise<unknown> = async () => undefined;
  function Renamer() {
    const mutation = useMutation({ mutationFn: async () => undefined });
    rename = () => mutation.mutateAsync();
    return null;
  }
  render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <Breadcrumbs />
          <Renamer />
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { rename: () => rename() };
}

const trail = () => within(screen.getByRole('navigation', { name: 'Breadcrumb' }));

test("a menu's crumbs read as its site's name and its own name, not ids", async () => {
  renderAt('/dashboard/menus/2/3');
  expect(await trail().findByText('Main menu')).toHaveAttribute('aria-current', 'page');
  expect(trail().getByRole('link', { name: 'Bakery' })).toHaveAttribute('href', '/dashboard/menus/2');
  expect(trail().queryByText('2')).toBeNull();
});

test("a content item's crumb reads as its title, and follows a rename saved anywhere in the dashboard", async () => {
  const { rename } = renderAt('/dashboard/content/5/preview');
  expect(await trail().findByRole('link', { name: 'Harbour opening night' })).toHaveAttribute('href', '/dashboard/content/5');
  expect(trail().getByText('Preview')).toBeInTheDocument();
  answers['/api/content/5/'] = { id: 5, title: 'Harbour closing night' };
  await act(() => rename());
  expect(await trail().findByRole('link', { name: 'Harbour closing night' })).toBeInTheDocument();
});

test('an id whose name cannot be read stays a number', async () => {
  renderAt('/dashboard/content/9/edit');
  expect(await trail().findByText('Edit')).toBeInTheDocument();
  expect(trail().getByRole('link', { name: '9' })).toBeInTheDocument();
});
