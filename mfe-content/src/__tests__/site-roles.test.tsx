import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { ApiError } from '@atlas/shell-kit';
import type { SiteRole } from '@atlas/sites/contract';
import ContentSection from '../content-section';
import { contentItem } from '../test-support/content-item';
import { FakeXhr, installFakeXhr } from '../test-support/fake-xhr';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));
jest.mock('@atlas/shell-kit/src/auth/auth-provider', () => require('../test-support/signed-in').signedInAuth());

installFakeXhr();

// ada (id 1) is signed in; bob (id 2) wrote the posts that are not hers. Site 5 is shared with ada in `role`.
const ADA = { id: 1, username: 'ada' };
const BOB = { id: 2, username: 'bob' };
const adasPost = contentItem({ id: 11, title: 'Ada on bread', site: 5, author: ADA });
const bobsPost = contentItem({ id: 12, title: 'Bob on soup', site: 5, author: BOB });
const adasPage = contentItem({ id: 13, title: 'About us', type: 'page', site: 5, author: ADA });
const asRole = (role: SiteRole) => answer('GET', '/builder/sites/', [{ id: 5, name: 'Shared', domain: '', role }]);
const open = (path: string) => renderAt(path, '/dashboard/*', <ContentSection />);
const page = {
  id: 1,
  title: 'Home',
  slug: 'home',
  page_type: 'home',
  is_published: true,
  is_home_page: true,
  updated_at: '2026-01-02T00:00:00Z',
};

beforeEach(() => {
  resetApi();
  answer('GET', '/content/categories/', { results: [] });
  answer('GET', '/content/tags/', { results: [] });
  answer('GET', '/content/', { results: [adasPost, bobsPost, adasPage], count: 3, next: null, previous: null });
  for (const item of [adasPost, bobsPost, adasPage]) {
    answer('GET', `/content/${item.id}/`, item);
    answer('GET', `/content/${item.id}/revisions/`, []);
    answer('GET', `/content/${item.id}/history/`, []);
  }
  answer('GET', '/media/folders/', { results: [] });
  answer('GET', '/builder/sites/5/', { id: 5, name: 'Shared', domain: '' });
  answer('GET', '/builder/pages/', [page]);
});

describe('the posts list', () => {
  test('a viewer reads every post but may tick none, and New Post says why it is off', async () => {
    asRole('viewer');
    open('/dashboard/content/posts?site=5');
    const newPost = await screen.findByRole('button', { name: 'New Post' });
    expect(newPost).toBeDisabled();
    await waitFor(() => expect(newPost).toHaveAttribute('title', 'Viewers can read but not change content'));
    expect(screen.queryByRole('link', { name: 'New Post' })).not.toBeInTheDocument();
    for (const title of ['Ada on bread', 'Bob on soup', 'About us']) expect(screen.getByLabelText(`Select ${title}`)).toBeDisabled();
    const bulk = screen.getByRole('group', { name: 'Bulk actions' });
    expect(within(bulk).getByText('Viewers can read but not change content')).toBeInTheDocument();
    expect(within(bulk).getByRole('button', { name: 'Publish' })).toBeDisabled();
  });

  test('an author may create posts and tick only her own posts; someone else’s and pages say why not', async () => {
    asRole('author');
    open('/dashboard/content/posts?site=5');
    expect(await screen.findByRole('link', { name: 'New Post' })).toHaveAttribute('href', '/dashboard/content/new?type=post&site=5');
    expect(screen.getByLabelText('Select Ada on bread')).toBeEnabled();
    expect(screen.getByLabelText('Select Bob on soup')).toBeDisabled();
    expect(screen.getByLabelText('Select Bob on soup')).toHaveAttribute('title', 'Authors can change only their own posts');
    expect(screen.getByLabelText('Select About us')).toHaveAttribute('title', 'Pages, products and events need an editor of the site');
    // Select all ticks only what she may change, so bulk Publish reaches only her post.
    answer('PATCH', '/content/11/', { ...adasPost, status: 'published' });
    fireEvent.click(screen.getByLabelText('Select all on this page'));
    fireEvent.click(within(screen.getByRole('group', { name: 'Bulk actions' })).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.path)).toEqual(['/content/11/']));
  });

  test('an editor may tick every item', async () => {
    asRole('editor');
    open('/dashboard/content/posts?site=5');
    expect(await screen.findByRole('link', { name: 'New Post' })).toBeInTheDocument();
    for (const title of ['Ada on bread', 'Bob on soup', 'About us']) expect(screen.getByLabelText(`Select ${title}`)).toBeEnabled();
  });

  test('a refusal the server still sends is shown in its own words', async () => {
    asRole('editor');
    answer('PATCH', '/content/12/', () => {
      throw new ApiError(403, 'Forbidden', { detail: 'Your role on this site does not allow this.' });
    });
    open('/dashboard/content/posts?site=5');
    fireEvent.click(await screen.findByLabelText('Select Bob on soup'));
    fireEvent.click(within(screen.getByRole('group', { name: 'Bulk actions' })).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Your role on this site does not allow this.')).toBeInTheDocument();
  });
});

describe('the editor', () => {
  test('a viewer opens a post read-only: fields disabled, no Save Draft or Publish, a note saying why', async () => {
    asRole('viewer');
    open('/dashboard/content/11/edit');
    expect(await screen.findByText('Viewers can read but not change content: this item opens read-only.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toBeDisabled();
    expect(screen.getByLabelText('Body *')).toBeDisabled();
    expect(screen.getByLabelText('Status')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save Draft' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });

  test('a viewer’s formatting toolbar and image buttons are off too (each button disabled, not only its fieldset)', async () => {
    asRole('viewer');
    open('/dashboard/content/11/edit');
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting' });
    const off = (button: HTMLElement) => (button as HTMLButtonElement).disabled;
    expect(within(toolbar).getAllByRole('button').every(off)).toBe(true);
    expect(within(toolbar).getByRole('button', { name: 'Insert image' })).toHaveAttribute('disabled');
    for (const name of ['Upload image', 'Choose from library']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('disabled');
    }
    expect(screen.getByLabelText('Image to insert')).toHaveAttribute('disabled');
    expect(screen.getByLabelText('Featured image file')).toHaveAttribute('disabled');
  });

  test('an author’s toolbar and image buttons work on her own post', async () => {
    asRole('author');
    open('/dashboard/content/11/edit');
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting' });
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Upload image' })).toBeEnabled();
  });

  test('an author edits and publishes her own post', async () => {
    asRole('author');
    open('/dashboard/content/11/edit');
    expect(await screen.findByLabelText(/^Title/)).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  test('an author opens someone else’s post read-only', async () => {
    asRole('author');
    open('/dashboard/content/12/edit');
    expect(await screen.findByText('Authors can change only their own posts: this item opens read-only.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });

  test('an author may not save a new page (Publish off, saying why), an editor may', async () => {
    asRole('author');
    const { unmount } = open('/dashboard/content/new?type=page&site=5');
    expect(await screen.findByText('Pages, products and events need an editor of the site')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(screen.getByLabelText(/^Title/)).toBeEnabled();
    unmount();
    asRole('editor');
    open('/dashboard/content/new?type=page&site=5');
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeEnabled();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

describe("a site's media library", () => {
  const file = { id: 9, name: 'logo.png', type: 'image', mime_type: 'image/png', url: '/media/logo.png', thumbnail: '', size: 10 };
  const files = { results: [{ ...file, width: null, height: null, folder: null, site: 5, created_at: '2026-01-01T00:00:00Z' }], count: 1 };

  test('a viewer sees the files but may not upload or tick them', async () => {
    asRole('viewer');
    answer('GET', '/media/files/', files);
    open('/dashboard/sites/5/media');
    expect(await screen.findByLabelText('Select logo.png')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upload Files' })).toBeDisabled();
    expect(screen.getByTestId('media-drop-zone')).toHaveTextContent('Viewers can see but not upload or change media');
    expect(screen.queryByRole('button', { name: 'Choose files' })).not.toBeInTheDocument();
  });

  test('an author lists and uploads for the site in view', async () => {
    asRole('author');
    let seen: any;
    answer('GET', '/media/files/', (_b: unknown, options: any) => {
      seen = options.query;
      return files;
    });
    open('/dashboard/sites/5/media');
    expect(await screen.findByLabelText('Select logo.png')).toBeEnabled();
    expect(seen.site).toBe('5');
    expect(screen.getByRole('button', { name: 'Upload Files' })).toBeEnabled();
    fireEvent.drop(screen.getByTestId('media-drop-zone'), { dataTransfer: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0].url).toBe('/api/media/files/?site=5');
  });
});

describe("a site's pages", () => {
  test('a viewer reads the pages: New Page off, no Site Settings, no page to tick or open in the builder', async () => {
    asRole('viewer');
    open('/dashboard/sites/5/pages');
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Page' })).toHaveAttribute('title', 'Viewers can read but not change pages');
    expect(screen.queryByRole('link', { name: 'Site Settings' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Select Home')).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
  });

  test('an editor changes pages but not the site settings; an admin has both', async () => {
    asRole('editor');
    const { unmount } = open('/dashboard/sites/5/pages');
    expect(await screen.findByRole('link', { name: 'New Page' })).toBeInTheDocument();
    expect(screen.getByLabelText('Select Home')).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Site Settings' })).not.toBeInTheDocument();
    unmount();
    asRole('admin');
    open('/dashboard/sites/5/pages');
    expect(await screen.findByRole('link', { name: 'Site Settings' })).toBeInTheDocument();
  });
});
