import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt, locationSeen } from '@atlas/shell-kit/src/test-support/render';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { ApiError } from '@atlas/shell-kit';
import ContentSection from '../content-section';
import { contentItem } from '../test-support/content-item';
import { FakeXhr, installFakeXhr } from '../test-support/fake-xhr';
import { addTag } from '../screens/editor/tags-input';
import { applyEdit } from '../screens/editor/markdown-toolbar';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));
jest.mock('@atlas/shell-kit/src/auth/auth-provider', () => require('../test-support/signed-in').signedInAuth());

installFakeXhr();

const saved = (over: Record<string, unknown> = {}) =>
  contentItem({ id: 7, title: 'Café Menu', slug: 'cafe-menu', body: 'Hello', body_html: '<p>Hello</p>', site: 3, ...over });

beforeEach(() => {
  resetApi();
  answer('GET', '/builder/sites/', [{ id: 3, name: 'Acme' }]);
  answer('GET', '/content/categories/', { results: [] });
  answer('GET', '/content/tags/', {
    results: [
      { id: 1, name: 'news', count: 2 },
      { id: 2, name: 'newsletter', count: 1 },
    ],
  });
  answer('GET', '/content/7/revisions/', []);
  answer('GET', '/content/7/history/', []);
});

const open = (path: string) => renderAt(path, '/dashboard/*', <ContentSection />);

test('a new item: the slug follows the title, SEO counters count, Publish sends status published, then it becomes the edit view', async () => {
  answer('POST', '/content/', (body: any) => saved({ ...body, id: 7, status: body.status }));
  answer('GET', '/content/7/', saved({ status: 'published' }));
  open('/dashboard/content/new?type=post');
  const title = await screen.findByLabelText(/^Title/);
  expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
  fireEvent.change(title, { target: { value: 'Café Menu' } });
  expect(screen.getByLabelText('Slug')).toHaveValue('cafe-menu');
  fireEvent.click(screen.getByRole('button', { name: /SEO/ }));
  fireEvent.change(screen.getByLabelText(/SEO title/), { target: { value: 'Menu' } });
  expect(screen.getByText('4/60')).toBeInTheDocument();
  expect(screen.getByText('0/160')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeTruthy());
  expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
    title: 'Café Menu',
    slug: 'cafe-menu',
    status: 'published',
    site: 3,
    type: 'post',
    seo_title: 'Menu',
  });
  await waitFor(() => expect(locationSeen.pathname).toBe('/dashboard/content/7/edit'));
});

test('an existing item keeps its slug, saves with PUT, and shows the server detail on a 400', async () => {
  answer('GET', '/content/7/', saved());
  answer('PUT', '/content/7/', () => {
    throw new ApiError(400, 'Bad Request', { detail: 'SEO description must be at most 160 characters' });
  });
  open('/dashboard/content/7/edit');
  const title = await screen.findByDisplayValue('Café Menu');
  fireEvent.change(title, { target: { value: 'Another title' } });
  expect(screen.getByLabelText('Slug')).toHaveValue('cafe-menu');
  fireEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('SEO description must be at most 160 characters');
  expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ title: 'Another title', slug: 'cafe-menu', status: 'draft' });
});

test('a published item offers Update; scheduled shows a publish date field', async () => {
  answer('GET', '/content/7/', saved({ status: 'published', published_at: '2026-01-02T00:00:00Z' }));
  open('/dashboard/content/7/edit');
  expect(await screen.findByRole('button', { name: 'Update' })).toBeInTheDocument();
  expect(screen.queryByLabelText('Publish date')).not.toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'scheduled' } });
  expect(screen.getByLabelText('Publish date')).toBeInTheDocument();
});

/** A datetime-local value `ms` from now. */
const localIn = (ms: number) => {
  const at = new Date(Date.now() + ms);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

test('with status Scheduled and a future date the primary button reads Schedule and schedules, not publishes', async () => {
  answer('GET', '/content/7/', saved());
  answer('PUT', '/content/7/', (body: any) => saved(body));
  open('/dashboard/content/7/edit');
  expect(await screen.findByRole('button', { name: 'Publish' })).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'scheduled' } });
  expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  const when = localIn(864e5);
  fireEvent.change(screen.getByLabelText('Publish date'), { target: { value: when } });
  fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeTruthy());
  expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ status: 'scheduled', published_at: new Date(when).toISOString() });
  expect(await screen.findByText('Scheduled', { selector: 'span' })).toBeInTheDocument();
});

test('a schedule without a date or with a past one is refused on the field; so is the server refusing the date', async () => {
  answer('GET', '/content/7/', saved());
  answer('PUT', '/content/7/', () => {
    throw new ApiError(400, 'Bad Request', {
      detail: 'The publish date must be in the future to schedule content',
      errors: [{ path: 'body/published_at', message: 'The publish date must be in the future to schedule content' }],
    });
  });
  open('/dashboard/content/7/edit');
  fireEvent.change(await screen.findByLabelText('Status'), { target: { value: 'scheduled' } });
  fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
  const date = screen.getByLabelText('Publish date');
  expect(date).toHaveAccessibleDescription('A publish date is required for scheduled content');
  fireEvent.change(date, { target: { value: localIn(-3600_000) } });
  expect(date).not.toHaveAttribute('aria-invalid');
  fireEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
  expect(date).toHaveAttribute('aria-invalid', 'true');
  expect(date).toHaveAccessibleDescription('The publish date must be in the future to schedule content');
  expect(calls.some((c) => c.method === 'PUT')).toBe(false);

  // The server has the last word (another clock, a slow save): its refusal lands on the field too.
  fireEvent.change(date, { target: { value: localIn(60_000) } });
  fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
  await waitFor(() => expect(date).toHaveAccessibleDescription('The publish date must be in the future to schedule content'));
  expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
});

test('autosaves 30 seconds after a change once there is a title and a body', async () => {
  jest.useFakeTimers();
  try {
    answer('GET', '/content/7/', saved());
    answer('PUT', '/content/7/', (body: any) => saved(body));
    open('/dashboard/content/7/edit');
    const body = await screen.findByDisplayValue('Hello');
    fireEvent.change(body, { target: { value: 'Hello again' } });
    await act(async () => {
      jest.advanceTimersByTime(29_000);
    });
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await act(async () => {
      jest.advanceTimersByTime(1_500);
    });
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ body: 'Hello again' });
  } finally {
    jest.useRealTimers();
  }
});

test('tags: Enter adds one, empty and repeated ones are dropped, and up to five known tags are suggested', async () => {
  expect(addTag(['News'], ' news ')).toEqual(['News']);
  expect(addTag(['News'], '   ')).toEqual(['News']);
  expect(addTag(['News'], ' Food  truck ')).toEqual(['News', 'Food truck']);
  answer('GET', '/content/7/', saved());
  open('/dashboard/content/7/edit');
  const input = await screen.findByPlaceholderText('Add a tag and press Enter');
  fireEvent.change(input, { target: { value: 'new' } });
  expect(screen.getByRole('list', { name: 'Suggested tags' }).querySelectorAll('li')).toHaveLength(2);
  fireEvent.change(input, { target: { value: 'travel' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  fireEvent.change(input, { target: { value: 'Travel' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(screen.getByRole('list', { name: 'Tags' }).querySelectorAll('li')).toHaveLength(1);
});

test('the markdown toolbar wraps the selection', () => {
  expect(applyEdit('make this bold', 5, 9, { before: '**', after: '**', placeholder: 'x' })).toEqual({
    value: 'make **this** bold',
    cursor: 13,
  });
  expect(applyEdit('line', 4, 4, { before: '## ', after: '', placeholder: 'Heading', line: true }).value).toBe('line\n## Heading');
});

test('Publish on a new item POSTs once; the next save of the same item is a PUT', async () => {
  answer('POST', '/content/', (body: any) => saved({ ...body, id: 7 }));
  answer('GET', '/content/7/', saved({ status: 'published' }));
  answer('PUT', '/content/7/', (body: any) => saved(body));
  open('/dashboard/content/new');
  fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Café Menu' } });
  fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Update' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeTruthy());
  expect(calls.filter((c) => c.method === 'POST' && c.path === '/content/')).toHaveLength(1);
  expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/content/7/', body: { status: 'published' } });
});

test('the SEO title placeholder follows the title', async () => {
  answer('GET', '/content/7/', saved());
  open('/dashboard/content/7/edit');
  fireEvent.change(await screen.findByDisplayValue('Café Menu'), { target: { value: 'Brunch' } });
  fireEvent.click(screen.getByRole('button', { name: /SEO/ }));
  expect(screen.getByLabelText(/SEO title/)).toHaveAttribute('placeholder', 'Brunch');
});

test("the toolbar image upload, for the item's site, inserts the uploaded image at the cursor", async () => {
  answer('GET', '/content/7/', saved({ body: 'Hello' }));
  open('/dashboard/content/7/edit');
  const body = (await screen.findByDisplayValue('Hello')) as HTMLTextAreaElement;
  body.setSelectionRange(5, 5);
  fireEvent.change(screen.getByLabelText('Image to insert'), {
    target: { files: [new File(['x'], 'cat.png', { type: 'image/png' })] },
  });
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  expect(FakeXhr.sent[0].url).toBe('/api/media/upload/?site=3');
  await act(async () => FakeXhr.sent[0].finish(201, { id: 3, url: '/media/u1/cat.png' }));
  await waitFor(() => expect(body).toHaveValue('Hello\n![cat.png](/media/u1/cat.png)'));
});

test('the featured image uploads, shows a preview and can be removed', async () => {
  answer('GET', '/content/7/', saved());
  open('/dashboard/content/7/edit');
  const input = await screen.findByLabelText('Featured image file');
  expect(input).toHaveAttribute('accept', 'image/*');
  fireEvent.change(input, { target: { files: [new File(['x'], 'hero.jpg', { type: 'image/jpeg' })] } });
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  await act(async () => FakeXhr.sent[0].finish(201, { id: 4, url: '/media/u1/hero.jpg' }));
  expect(await screen.findByAltText('Featured')).toHaveAttribute('src', '/media/u1/hero.jpg');
  fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
  expect(screen.queryByAltText('Featured')).not.toBeInTheDocument();
});

test('a file that is not an image is refused by the body toolbar and by the featured image, and nothing is uploaded', async () => {
  answer('GET', '/content/7/', saved());
  open('/dashboard/content/7/edit');
  const pdf = () => new File(['x'], 'menu.pdf', { type: 'application/pdf' });
  fireEvent.change(await screen.findByLabelText('Image to insert'), { target: { files: [pdf()] } });
  expect(await screen.findByText('Please select an image file')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Featured image file'), { target: { files: [pdf()] } });
  await waitFor(() => expect(screen.getAllByText('Please select an image file')).toHaveLength(2));
  expect(FakeXhr.sent).toHaveLength(0);
  expect(screen.getByLabelText(/^Body/)).toHaveValue('Hello');
});

test('the featured image can be an image already in the library, chosen by folder', async () => {
  answer('GET', '/content/7/', saved());
  answer('PUT', '/content/7/', (body: any) => saved(body));
  answer('GET', '/media/folders/', { results: [{ id: 5, name: 'Summer', parent: null }] });
  answer('GET', '/media/files/', (_body: unknown, options: any) => ({
    results:
      options.query.folder === '5'
        ? [{ id: 31, name: 'beach.png', type: 'image', url: '/media/u1/beach.png', thumbnail: '/media/u1/beach-thumb.webp' }]
        : [],
    count: options.query.folder === '5' ? 1 : 0,
    next: null,
    previous: null,
  }));
  open('/dashboard/content/7/edit');
  fireEvent.click(await screen.findByRole('button', { name: 'Choose from library' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose from the media library' });
  expect(await within(dialog).findByText('No images here yet')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('Folder'), { target: { value: '5' } });
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Use beach.png' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByAltText('Featured')).toHaveAttribute('src', '/media/u1/beach.png');
  fireEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ featured_image: '/media/u1/beach.png' }));
});

test('Restore asks first, then reloads the form with the restored item', async () => {
  answer('GET', '/content/7/', saved());
  answer('GET', '/content/7/revisions/', [
    { id: 12, title: 'Café Menu', created_at: '2026-01-03T00:00:00Z', author: { id: 1, username: 'ada' } },
    { id: 11, title: 'Old menu', created_at: '2026-01-02T00:00:00Z', author: { id: 1, username: 'ada' } },
  ]);
  answer('GET', '/content/7/history/', [
    { id: 1, action: 'created', user: { id: 1, username: 'ada' }, created_at: '2026-01-02T00:00:00Z' },
  ]);
  answer('POST', '/content/7/revisions/11/restore/', saved({ title: 'Old menu' }));
  open('/dashboard/content/7/edit');
  expect(await screen.findByText(/Created by ada/)).toBeInTheDocument();
  fireEvent.click(await screen.findByRole('button', { name: 'Restore' }));
  expect(calls.some((c) => c.path.endsWith('/restore/'))).toBe(false);
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }));
  expect(await screen.findByDisplayValue('Old menu')).toBeInTheDocument();
});
