import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { SiteSettingsModal } from '../site-settings-modal';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import type { Site } from '../../api/types';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
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

test('has the eight tabs and three integration cards', () => {
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
  ]);
  fireEvent.click(screen.getByRole('tab', { name: 'Integrations' }));
  expect(screen.getAllByRole('button', { name: /^Configure/ })).toHaveLength(3);
});
