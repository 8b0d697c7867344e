import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { SiteSettingsModal } from '../site-settings-modal';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import type { Site } from '../../api/types';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));
jest.mock('@atlas/shell-kit', () => ({
  ...jest.requireActual('@atlas/shell-kit'),
  useAuth: () => ({ user: { id: 1, username: 'alice', is_staff: false }, isStaff: false, loading: false }),
}));

const site = {
  id: 3,
  name: 'Acme',
  slug: 'acme',
  description: '',
  is_published: true,
  meta_title: 'Acme Inc',
  allow_indexing: true,
} as Site;

beforeEach(resetApi);

test('Save Changes appears only with unsaved edits and sends only the changed fields', async () => {
  answer('GET', '/builder/sites/3/', site);
  answer('PATCH', '/builder/sites/3/', (body: any) => ({ ...site, ...body }));
  const onUpdated = jest.fn();
  renderAt('/', '/', <SiteSettingsModal site={site} open onClose={() => {}} onUpdated={onUpdated} />);
  expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  expect(screen.getByText('Close', { selector: 'button' })).toBeInTheDocument();

  fireEvent.click(screen.getByRole('tab', { name: 'SEO' }));
  const metaTitle = screen.getByLabelText(/Meta Title/);
  expect(metaTitle).toHaveAttribute('maxLength', '60');
  expect(screen.getByLabelText('Meta Description')).toHaveAttribute('maxLength', '160');
  fireEvent.change(metaTitle, { target: { value: 'Acme — Rockets' } });
  expect(screen.getByText('14/60 characters')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('tab', { name: 'Design' }));
  fireEvent.change(screen.getByLabelText('Theme'), { target: { value: 'bold' } });

  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  });
  const patch = calls.find((c) => c.method === 'PATCH')!;
  expect(patch.body).toEqual({ meta_title: 'Acme — Rockets', theme: 'bold' });
  await waitFor(() => expect(onUpdated).toHaveBeenCalled());
  expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
});

test('has the eight tabs of the spec, then Members, and three integration cards', () => {
  answer('GET', '/builder/sites/3/', site);
  renderAt('/', '/', <SiteSettingsModal site={site} open onClose={() => {}} />);
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'General',
    'SEO',
    'Design',
    'Domains',
    'Analytics',
    'Security',
    'Integrations',
    'Notifications',
    'Members',
  ]);
  fireEvent.click(screen.getByRole('tab', { name: 'Integrations' }));
  expect(screen.getAllByRole('button', { name: /^Configure/ })).toHaveLength(3);
});

test("the Analytics tab shows each page's real visitors' vitals, rated by the Core Web Vitals limits", async () => {
  const none = { good: 0, needs_improvement: 0, poor: 0 };
  const ratings = { lcp: none, inp: none, fid: none, cls: none, fcp: none, ttfb: none };
  const page = (path: string, lcp: number | null, inp: number | null, cls: number | null, samples: number) => ({
    site: 3,
    site_slug: 'acme',
    path,
    url: `http://atlas.test${path}`,
    samples,
    lcp,
    inp,
    cls,
    fid: null,
    fcp: null,
    ttfb: null,
    load_time: null,
    performance_score: null,
    ratings,
  });
  answer('GET', '/builder/sites/3/', site);
  answer('GET', '/performance/page-speed/', (_body: unknown, options: any) => {
    expect(options.query).toEqual({ site: 3, hours: 720 });
    return { sites: [], pages: [page('/acme', 1200, 180, 0.02, 40), page('/acme/pricing', 4600, 350, null, 3)] };
  });
  renderAt('/', '/', <SiteSettingsModal site={site} open onClose={() => {}} />);
  fireEvent.click(screen.getByRole('tab', { name: 'Analytics' }));
  const home = (await screen.findByRole('rowheader', { name: '/acme' })).closest('tr')!;
  expect(home.textContent).toBe('/acme1.2 s (Good)180 ms (Good)0.02 (Good)40');
  const pricing = screen.getByRole('rowheader', { name: '/acme/pricing' }).closest('tr')!;
  expect(pricing.textContent).toBe('/acme/pricing4.6 s (Poor)350 ms (Needs improvement)—3');
});

test('says so when no visit was measured, and offers Retry when the figures fail', async () => {
  answer('GET', '/builder/sites/3/', site);
  let fail = true;
  answer('GET', '/performance/page-speed/', () => {
    if (fail) throw new Error('down');
    return { sites: [], pages: [] };
  });
  renderAt('/', '/', <SiteSettingsModal site={site} open onClose={() => {}} />);
  fireEvent.click(screen.getByRole('tab', { name: 'Analytics' }));
  expect(await screen.findByText('Failed to load page performance data')).toBeInTheDocument();
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: /Retry|Try Again/ }));
  expect(await screen.findByText('No visits measured yet')).toBeInTheDocument();
});
