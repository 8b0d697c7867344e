import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActivityScreen } from '../activity-screen';
import { answers, renderScreen, sent, stubFetch } from './fetch-stub';

const entry = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  type: 'page_published',
  description: `Page '${id}' published on bakery`,
  created_at: '2026-11-27T12:00:00Z',
  site: 1,
  actor: { id: 7, username: 'eve' },
  ...fields,
});

beforeEach(() => {
  stubFetch();
  answers['GET /api/builder/sites/'] = { status: 200, body: [{ id: 1, name: 'Bakery', slug: 'bakery', is_published: true }] };
  answers['GET /api/auth/me/preferences/'] = {
    status: 200,
    body: { theme: 'system', language: 'en', timezone: 'UTC', emails: {}, updated_at: null },
  };
  answers['GET /api/analytics/activity/log/?page=1&page_size=20'] = {
    status: 200,
    body: { results: [entry(1), entry(2, { actor: null })], count: 45, page: 1, page_size: 20, actors: [{ id: 7, username: 'eve' }] },
  };
  answers['GET /api/analytics/activity/log/?page=2&page_size=20'] = {
    status: 200,
    body: { results: [entry(21)], count: 45, page: 2, page_size: 20, actors: [{ id: 7, username: 'eve' }] },
  };
  answers['GET /api/analytics/activity/log/?page=1&page_size=20&site=1&actor=7'] = {
    status: 200,
    body: { results: [entry(1)], count: 1, page: 1, page_size: 20, actors: [{ id: 7, username: 'eve' }] },
  };
  answers['GET /api/analytics/activity/log/?page=1&page_size=20&site=1'] = answers['GET /api/analytics/activity/log/?page=1&page_size=20'];
});

describe('Activity', () => {
  it('lists who did what, where and when, with the site by name', async () => {
    renderScreen(<ActivityScreen />);
    expect(await screen.findByRole('heading', { level: 2, name: '45 entries' })).toBeInTheDocument();
    const first = screen.getByRole('row', { name: /Page '1' published/ });
    expect(within(first).getByText('eve')).toBeInTheDocument();
    expect(await within(first).findByText('Bakery')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Page '2' published/ })).getByText('Not recorded')).toBeInTheDocument();
  });

  it('pages with Next and filters by site and person', async () => {
    const user = userEvent.setup();
    renderScreen(<ActivityScreen />, '/dashboard/activity');
    await screen.findByText('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('row', { name: /Page '21' published/ })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Site' }), '1');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Person' }), '7');
    expect(await screen.findByRole('heading', { level: 2, name: '1 entry' })).toBeInTheDocument();
    expect(sent.map((request) => request.url)).toContain('/api/analytics/activity/log/?page=1&page_size=20&site=1&actor=7');
  });

  it('says when there is nothing yet', async () => {
    answers['GET /api/analytics/activity/log/?page=1&page_size=20'] = {
      status: 200,
      body: { results: [], count: 0, page: 1, page_size: 20, actors: [] },
    };
    renderScreen(<ActivityScreen />);
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
  });
});
