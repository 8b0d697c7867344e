import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { ApiError } from '@atlas/shell-kit';
import ContentSection from '../content-section';
import { contentItem } from '../test-support/content-item';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));
jest.mock('@atlas/shell-kit/src/auth/auth-provider', () => require('../test-support/signed-in').signedInAuth());

const item = (over: Record<string, unknown> = {}) =>
  contentItem({ id: 7, title: 'Harbour bread', slug: 'harbour-bread', body: 'Mine', site: 3, version: 3, ...over });
/** Someone else saved version 5 with another body and title. */
const theirs = item({ title: 'Harbour loaf', body: 'Theirs', version: 5, updated_at: '2026-11-27T11:30:00Z' });
const stale = () => {
  throw new ApiError(409, 'Conflict', { detail: 'This post was changed by someone else', current: theirs });
};
const puts = () => calls.filter((c) => c.method === 'PUT');

beforeEach(() => {
  resetApi();
  answer('GET', '/builder/sites/', [{ id: 3, name: 'Acme' }]);
  answer('GET', '/content/categories/', { results: [] });
  answer('GET', '/content/tags/', { results: [] });
  answer('GET', '/content/7/revisions/', []);
  answer('GET', '/content/7/history/', []);
  answer('GET', '/content/7/', item());
});

const open = () => renderAt('/dashboard/content/7/edit', '/dashboard/*', <ContentSection />);

async function editAndSave(text = 'Mine, edited') {
  fireEvent.change(await screen.findByLabelText(/^Body/), { target: { value: text } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
  });
}

test('sends the version it loaded, then the version each save answered', async () => {
  let version = 3;
  answer('PUT', '/content/7/', (body: any) => item({ ...body, version: ++version }));
  open();
  await editAndSave('One');
  await waitFor(() => expect(puts()).toHaveLength(1));
  await editAndSave('Two');
  await waitFor(() => expect(puts()).toHaveLength(2));
  expect(puts().map((c) => (c.body as any).version)).toEqual([3, 4]);
});

describe('when someone else saved the post first', () => {
  test('the save asks what to do and the form keeps what the user wrote', async () => {
    answer('PUT', '/content/7/', stale);
    open();
    await editAndSave();
    const dialog = await screen.findByRole('dialog', { name: 'This post was changed by someone else' });
    expect(within(dialog).getByRole('button', { name: 'Reload theirs' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Keep mine' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Body/)).toHaveValue('Mine, edited');
    expect(screen.getByText('Not saved: someone else changed this post')).toBeInTheDocument();
  });

  test('Reload theirs shows their post, and the next save builds on their version', async () => {
    answer('PUT', '/content/7/', stale);
    open();
    await editAndSave();
    fireEvent.click(await screen.findByRole('button', { name: 'Reload theirs' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText(/^Body/)).toHaveValue('Theirs');
    expect(screen.getByDisplayValue('Harbour loaf')).toBeInTheDocument();
    expect(screen.queryByText('Not saved: someone else changed this post')).toBeNull();
    answer('PUT', '/content/7/', (body: any) => item({ ...body, version: 6 }));
    await editAndSave('Theirs, then mine');
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect((puts()[1].body as any).version).toBe(5);
  });

  test('Keep mine saves the form over theirs from their version, with the status it was saving', async () => {
    answer('PUT', '/content/7/', stale);
    open();
    fireEvent.change(await screen.findByLabelText(/^Body/), { target: { value: 'Mine, published' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    });
    answer('PUT', '/content/7/', (body: any) => item({ ...body, version: 6 }));
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Keep mine' }));
    });
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1].body).toMatchObject({ version: 5, body: 'Mine, published', title: 'Harbour bread', status: 'published' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Not saved: someone else changed this post')).toBeNull();
  });

  test('autosave is refused once and then waits for the choice: no loop', async () => {
    jest.useFakeTimers();
    try {
      answer('PUT', '/content/7/', stale);
      open();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10);
      });
      fireEvent.change(await screen.findByLabelText(/^Body/), { target: { value: 'Mine, typed' } });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(31_000);
      });
      expect(puts()).toHaveLength(1);
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
      fireEvent.change(screen.getByLabelText(/^Body/), { target: { value: 'Mine, typed more' } });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(120_000);
      });
      expect(puts()).toHaveLength(1);
      expect(screen.getByLabelText(/^Body/)).toHaveValue('Mine, typed more');
    } finally {
      jest.useRealTimers();
    }
  });
});
