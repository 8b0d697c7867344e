import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { HealthScreen, formatUptime } from '../health-screen';
import { answers, renderScreen, stubFetch } from '../../account/__tests__/fetch-stub';

const service = (name: string, fields: Record<string, unknown> = {}) => ({
  name,
  status: 'up',
  detail: null,
  version: '0.1.0',
  started_at: '2026-11-27T10:00:00Z',
  uptime_seconds: 7500,
  response_ms: 3,
  outbox: { pending: 0, oldest_seconds: null },
  openapi_url: `/api/performance/services/${name}/openapi.json`,
  ...fields,
});

beforeEach(() => {
  stubFetch();
  answers['GET /api/performance/services/'] = {
    status: 200,
    body: {
      checked_at: '2026-11-27T12:00:00Z',
      services: [
        service('identity'),
        service('sites', { outbox: { pending: 3, oldest_seconds: 12 } }),
        service('menus', { status: 'down', detail: 'Not answering', version: null, uptime_seconds: null, response_ms: null, outbox: null }),
      ],
    },
  };
});

describe('Health screen', () => {
  it("shows every service's status, version, uptime, response and event backlog", async () => {
    renderScreen(<HealthScreen />);
    expect(await screen.findByText('2 of 3 ready')).toBeInTheDocument();
    const sites = screen.getByRole('row', { name: /^sites/ });
    expect(within(sites).getByText('Ready')).toBeInTheDocument();
    expect(within(sites).getByText('2 h 5 min')).toBeInTheDocument();
    expect(within(sites).getByText('3 waiting, oldest 12 s')).toBeInTheDocument();
    const menus = screen.getByRole('row', { name: /^menus/ });
    expect(within(menus).getByText('Down')).toBeInTheDocument();
    expect(within(menus).getByText('Not answering')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /^identity/ })).getByText('None waiting')).toBeInTheDocument();
  });

  it('says so when the status cannot be read', async () => {
    answers['GET /api/performance/services/'] = { status: 503, body: { detail: 'Service unavailable' } };
    renderScreen(<HealthScreen />);
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
  });

  it('writes uptimes the short way', () => {
    expect([formatUptime(null), formatUptime(42), formatUptime(600), formatUptime(90_000)]).toEqual(['—', '42 s', '10 min', '1 d 1 h']);
  });
});
