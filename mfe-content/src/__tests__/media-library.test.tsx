import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import ContentSection from '../content-section';
import { FakeXhr, installFakeXhr } from '../test-support/fake-xhr';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));
jest.mock('@atlas/shell-kit/src/auth/auth-provider', () => require('../test-support/signed-in').signedInAuth());

installFakeXhr();

beforeEach(() => {
  resetApi();
  localStorage.setItem('atlas_access_token', 'token-1');
  answer('GET', '/media/files/', { results: [], count: 0, next: null, previous: null });
  answer('GET', '/media/folders/', { results: [] });
  answer('GET', '/builder/sites/', [{ id: 1, name: 'Acme', role: 'owner' }]);
});

const file = (name: string) => new File(['x'.repeat(10)], name, { type: 'image/png' });

test('files dropped on the drop zone each get a progress bar that follows the upload; a failed one loses its bar', async () => {
  renderAt('/dashboard/media', '/dashboard/*', <ContentSection />);
  expect(await screen.findByText('No files yet')).toBeInTheDocument();
  fireEvent.drop(screen.getByTestId('media-drop-zone'), { dataTransfer: { files: [file('a.png'), file('b.png'), file('c.png')] } });
  const bars = await screen.findAllByRole('progressbar');
  expect(bars).toHaveLength(3);
  expect(FakeXhr.sent.map((x) => (x.body?.get('file') as File).name)).toEqual(['a.png', 'b.png', 'c.png']);
  expect(FakeXhr.sent[0].url).toBe('/api/media/files/');
  expect(FakeXhr.sent[0].headers.Authorization).toBe('Bearer token-1');
  act(() => FakeXhr.sent[0].progress(0.4));
  expect(screen.getByRole('progressbar', { name: 'Uploading a.png' })).toHaveAttribute('aria-valuenow', '40');
  await act(async () => FakeXhr.sent[1].finish(400, { detail: 'File type not allowed' }));
  expect(await screen.findByText('b.png: File type not allowed')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar', { name: 'Uploading b.png' })).not.toBeInTheDocument();
  await act(async () => FakeXhr.sent[0].finish(201, { id: 1, url: '/media/u1/a.png' }));
  await waitFor(() => expect(screen.getAllByRole('progressbar')).toHaveLength(1));
});

test('New Folder ignores a blank name and creates a named one', async () => {
  answer('POST', '/media/folders/', (body: any) => ({ id: 5, name: body.name, parent: null }));
  renderAt('/dashboard/media', '/dashboard/*', <ContentSection />);
  fireEvent.click(await screen.findByRole('button', { name: 'New Folder' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Folder name'), { target: { value: '   ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
  fireEvent.change(within(dialog).getByLabelText('Folder name'), { target: { value: 'Logos' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  await waitFor(() =>
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/media/folders/',
      body: { name: 'Logos', parent: null },
    }),
  );
});

test('a new folder opens once created, so the files uploaded next go into it', async () => {
  const folders: { id: number; name: string; parent: null }[] = [];
  answer('GET', '/media/folders/', () => ({ results: [...folders] }));
  answer('POST', '/media/folders/', (body: any) => {
    folders.push({ id: 5, name: body.name, parent: null });
    return folders[0];
  });
  renderAt('/dashboard/media', '/dashboard/*', <ContentSection />);
  fireEvent.click(await screen.findByRole('button', { name: 'New Folder' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Folder name'), { target: { value: 'Summer' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  expect(await screen.findByText('Folder Summer created')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Folder')).toHaveValue('5'));
  expect(screen.getByTestId('media-drop-zone')).toHaveTextContent('to put them in Summer');
  fireEvent.change(screen.getByLabelText('Files to upload'), { target: { files: [file('beach.png')] } });
  expect(await screen.findAllByRole('progressbar')).toHaveLength(1);
  expect(FakeXhr.sent.at(-1)?.body?.get('folder')).toBe('5');
});

test("clicking a file's thumbnail opens its details and preview", async () => {
  answer('GET', '/media/folders/', { results: [{ id: 4, name: 'Logos', parent: null }] });
  answer('GET', '/media/files/', {
    results: [
      {
        id: 9,
        name: 'logo.png',
        type: 'image',
        mime_type: 'image/png',
        url: '/media/u1/x.png',
        thumbnail: '/media/u1/x-thumb.webp',
        size: 2048,
        width: 640,
        height: 480,
        focal_x: 0.5,
        focal_y: 0.5,
        variants: [],
        srcset: '',
        folder: 4,
        created_at: '2026-01-01T00:00:00Z',
      },
    ],
    count: 1,
    next: null,
    previous: null,
  });
  renderAt('/dashboard/media', '/dashboard/*', <ContentSection />);
  fireEvent.click(await screen.findByRole('button', { name: 'View logo.png' }));
  const dialog = await screen.findByRole('dialog', { name: 'logo.png' });
  expect(within(dialog).getByRole('img', { name: 'logo.png' })).toHaveAttribute('src', '/media/u1/x.png');
  expect(within(dialog).getByText('640×480')).toBeInTheDocument();
  expect(within(dialog).getByText('Logos')).toBeInTheDocument();
  expect(within(dialog).getByText('/media/u1/x.png')).toBeInTheDocument();
});

const logo = (over: Record<string, unknown> = {}) => ({
  id: 9,
  name: 'logo.png',
  alt_text: '',
  type: 'image',
  mime_type: 'image/png',
  url: '/media/u1/x.png',
  thumbnail: '',
  size: 2048,
  width: 10,
  height: 10,
  focal_x: 0.5,
  focal_y: 0.5,
  variants: [],
  srcset: '',
  folder: null,
  site: null,
  created_at: '2026-01-01T00:00:00Z',
  ...over,
});
const listOf = (...files: unknown[]) => ({ results: files, count: files.length, next: null, previous: null });

test("a file's details rename it and keep its alt text", async () => {
  answer('GET', '/media/files/', listOf(logo()));
  answer('PATCH', '/media/files/9/', (body: any) => logo(body));
  renderAt('/dashboard/media', '/dashboard/*', <ContentSection />);
  fireEvent.click(await screen.findByRole('button', { name: 'View logo.png' }));
  const dialog = await screen.findByRole('dialog', { name: 'logo.png' });
  expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' Brand logo ' } });
  fireEvent.change(within(dialog).getByLabelText('Alt text'), { target: { value: 'The Acme rocket in red' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(calls.find((c) => c.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/media/files/9/',
      body: { name: 'Brand logo', alt_text: 'The Acme rocket in red' },
    }),
  );
  const saved = await screen.findByRole('dialog', { name: 'Brand logo' });
  expect(within(saved).getByRole('img', { name: 'The Acme rocket in red' })).toBeInTheDocument();
  expect(await screen.findByText('File saved')).toBeInTheDocument();
});

test("a file's details delete it after a confirmation", async () => {
  answer('GET', '/media/files/', listOf(logo()));
  answer('DELETE', '/media/files/9/', undefined);
  renderAt('/dashboard/media', '/dashboard/*', <ContentSection />);
  fireEvent.click(await screen.findByRole('button', { name: 'View logo.png' }));
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'logo.png' })).getByRole('button', { name: 'Delete' }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete file' });
  expect(confirm).toHaveTextContent('Delete logo.png? Pages that show it will lose it.');
  fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByRole('dialog', { name: 'logo.png' })).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  fireEvent.click(within(screen.getByRole('dialog', { name: 'logo.png' })).getByRole('button', { name: 'Delete' }));
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete file' })).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/media/files/9/']));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByText('logo.png deleted')).toBeInTheDocument();
});

test("a viewer of the file's site sees its details but cannot rename, describe or delete it", async () => {
  answer('GET', '/builder/sites/', [{ id: 1, name: 'Acme', role: 'viewer' }]);
  answer('GET', '/media/files/', listOf(logo({ site: 1 })));
  renderAt('/dashboard/media', '/dashboard/*', <ContentSection />);
  fireEvent.click(await screen.findByRole('button', { name: 'View logo.png' }));
  const dialog = await screen.findByRole('dialog', { name: 'logo.png' });
  await waitFor(() => expect(within(dialog).getByLabelText('Name')).toBeDisabled());
  expect(within(dialog).getByLabelText('Alt text')).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Copy URL' })).toBeEnabled();
});

test('bulk delete of files asks first', async () => {
  answer('GET', '/media/files/', {
    results: [
      {
        id: 9,
        name: 'logo.png',
        type: 'image',
        mime_type: 'image/png',
        url: '/media/u1/x.png',
        thumbnail: '',
        size: 2048,
        width: 10,
        height: 10,
        focal_x: 0.5,
        focal_y: 0.5,
        variants: [],
        srcset: '',
        folder: null,
        created_at: '2026-01-01T00:00:00Z',
      },
    ],
    count: 1,
    next: null,
    previous: null,
  });
  answer('DELETE', '/media/files/9/', undefined);
  renderAt('/dashboard/media', '/dashboard/*', <ContentSection />);
  fireEvent.click(await screen.findByLabelText('Select logo.png'));
  fireEvent.click(within(screen.getByRole('group', { name: 'Bulk actions' })).getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog');
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/media/files/9/']));
});

test('the button uploads several files into the chosen folder', async () => {
  answer('GET', '/media/folders/', { results: [{ id: 4, name: 'Logos', parent: null }] });
  renderAt('/dashboard/media?folder=4', '/dashboard/*', <ContentSection />);
  await screen.findByText('No files yet');
  fireEvent.change(screen.getByLabelText('Files to upload'), { target: { files: [file('a.png'), file('b.png')] } });
  expect(await screen.findAllByRole('progressbar')).toHaveLength(2);
  expect(FakeXhr.sent.map((x) => x.body?.get('folder'))).toEqual(['4', '4']);
  await act(async () => FakeXhr.sent[0].finish(201, { id: 1, url: '/media/u1/a.png' }));
  expect(await screen.findByText('a.png uploaded')).toBeInTheDocument();
});

test('a file shows its thumbnail and size, and Copy URL copies the absolute address', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  answer('GET', '/media/files/', {
    results: [
      {
        id: 9,
        name: 'logo.png',
        type: 'image',
        mime_type: 'image/png',
        url: '/media/u1/x.png',
        thumbnail: '/media/u1/x-thumb.webp',
        size: 2048,
        width: 10,
        height: 10,
        focal_x: 0.5,
        focal_y: 0.5,
        variants: [],
        srcset: '',
        folder: null,
        created_at: '2026-01-01T00:00:00Z',
      },
    ],
    count: 1,
    next: null,
    previous: null,
  });
  const { container } = renderAt('/dashboard/media', '/dashboard/*', <ContentSection />);
  await screen.findByText('logo.png');
  expect(container.querySelector('img.atlas-media__thumb')).toHaveAttribute('src', '/media/u1/x-thumb.webp');
  expect(screen.getByText(/2(\.0)? KB/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Copy URL' }));
  await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/media/u1/x.png`));
});

test('the list asks for 50 files a page with the filters of the address', async () => {
  let seen: any;
  answer('GET', '/media/files/', (_b: unknown, options: any) => {
    seen = options.query;
    return { results: [], count: 0, next: null, previous: null };
  });
  renderAt('/dashboard/media?type=image&sort=name&search=logo', '/dashboard/*', <ContentSection />);
  await screen.findByText('No files yet');
  expect(seen).toEqual({ page: '1', page_size: '50', type: 'image', sort: 'name', search: 'logo' });
});
