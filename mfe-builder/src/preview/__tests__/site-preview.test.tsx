import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@atlas/shell-kit';
import SitePreview from '../site-preview';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));

const open = () => renderAt('/dashboard/site/4/preview', '/dashboard/site/:siteId/preview', <SitePreview />);

beforeEach(resetApi);

test('a missing site says so', async () => {
  answer('GET', '/builder/sites/4/', () => {
    throw new ApiError(404, 'Not Found', { detail: 'Site not found' });
  });
  answer('GET', '/builder/pages/', []);
  open();
  expect(await screen.findByText('Site not found')).toBeInTheDocument();
});

test('lists the pages, links to the live site, shares the public link and publishes', async () => {
  answer('GET', '/builder/sites/4/', { id: 4, name: 'Acme', slug: 'acme', description: '', is_published: false });
  answer('GET', '/builder/pages/', [{ id: 8, site: 4, title: 'Home', slug: 'home', is_home_page: true, is_published: true, blocks: [] }]);
  answer('GET', '/builder/pages/8/', { id: 8, site: 4, title: 'Home', slug: 'home', is_home_page: true, is_published: true, blocks: [] });
  answer('POST', '/builder/sites/4/publish/', { id: 4, is_published: true });
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  open();
  expect(await screen.findByRole('button', { name: /Home/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View Live' })).toHaveAttribute('href', '/live/acme');
  expect(screen.getByRole('link', { name: 'Edit Page' })).toHaveAttribute('href', '/builder/site/4/page/8');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
  });
  expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/acme`);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Publish Site' }));
  });
  expect(calls.some((c) => c.method === 'POST' && c.path === '/builder/sites/4/publish/')).toBe(true);
});

test('a site with its own origin: View Live opens the page there, and Share copies that address', async () => {
  answer('GET', '/builder/sites/4/', { id: 4, name: 'Acme', slug: 'acme', is_published: true, primary_origin: 'https://www.acme.test' });
  const about = { id: 9, site: 4, title: 'About', slug: 'about', is_home_page: false, is_published: true, blocks: [] };
  answer('GET', '/builder/pages/', [{ ...about, id: 8, title: 'Home', slug: 'home', is_home_page: true }, about]);
  answer('GET', '/builder/pages/8/', { ...about, id: 8, title: 'Home', slug: 'home', is_home_page: true });
  answer('GET', '/builder/pages/9/', about);
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  open();
  expect(await screen.findByRole('button', { name: /About/ })).toBeInTheDocument();
  await screen.findByRole('link', { name: 'Edit Page' });
  expect(screen.getByRole('link', { name: 'View Live' })).toHaveAttribute('href', 'https://www.acme.test/');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /About/ }));
  });
  await waitFor(() => expect(screen.getByRole('link', { name: 'View Live' })).toHaveAttribute('href', 'https://www.acme.test/about'));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
  });
  expect(writeText).toHaveBeenCalledWith('https://www.acme.test');
});
