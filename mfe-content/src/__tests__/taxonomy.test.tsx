import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import ContentSection from '../content-section';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));

const open = (path: string) => renderAt(path, '/dashboard/*', <ContentSection />);

beforeEach(() => {
  resetApi();
  answer('GET', '/content/categories/', { results: [{ id: 4, name: 'News', slug: 'news', count: 2 }] });
  answer('GET', '/content/tags/', { results: [{ id: 1, name: 'travel', count: 1 }] });
});

test('categories are listed with their counts; a new one is created from the form (a blank name is not sent)', async () => {
  answer('POST', '/content/categories/', { id: 5, name: 'Recipes', slug: 'recipes', count: 0 });
  open('/dashboard/content/categories');
  expect(await screen.findByText('News')).toBeInTheDocument();
  expect(screen.getByText('2 items')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
  fireEvent.change(screen.getByLabelText('New category'), { target: { value: ' Recipes ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  await waitFor(() =>
    expect(calls.find((c) => c.method === 'POST')).toEqual({ method: 'POST', path: '/content/categories/', body: { name: 'Recipes' } }),
  );
});

test('a tag is renamed inline and deleted after confirmation', async () => {
  answer('PATCH', '/content/tags/1/', { id: 1, name: 'trips', count: 1 });
  answer('DELETE', '/content/tags/1/', undefined);
  open('/dashboard/content/tags');
  await screen.findByText('travel');
  fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
  fireEvent.change(screen.getByLabelText('Rename travel'), { target: { value: 'trips' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(calls.find((c) => c.method === 'PATCH')).toEqual({ method: 'PATCH', path: '/content/tags/1/', body: { name: 'trips' } }),
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog');
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/content/tags/1/'));
});
