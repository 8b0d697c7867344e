import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LogsScreen } from '../logs-screen';
import { answers, renderScreen, sent, stubFetch } from '../../account/__tests__/fetch-stub';

const entry = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  action: 'role',
  description: `mallory is now admin on 'Bakery'`,
  created_at: '2026-11-27T12:00:00Z',
  site: 1,
  actor: { id: 7, username: 'eve' },
  ...fields,
});
const page = (results: unknown[]) => ({
  status: 200,
  body: { results, count: results.length, page: 1, page_size: 50, actors: [{ id: 7, username: 'eve' }] },
});

beforeEach(() => {
  stubFetch();
  answers['GET /api/builder/sites/'] = { status: 200, body: [{ id: 1, name: 'Bakery', slug: 'bakery', is_published: true }] };
  answers['GET /api/auth/me/preferences/'] = {
    status: 200,
    body: { theme: 'system', language: 'en', timezone: 'UTC', emails: {}, updated_at: null },
  };
  answers['GET /api/analytics/audit/?page=1&page_size=50'] = page([
    entry(1),
    entry(2, { action: 'domain', description: "Address of 'Bakery' changed (custom_domain)" }),
  ]);
  answers['GET /api/analytics/audit/?page=1&page_size=50&action=domain'] = page([
    entry(2, { action: 'domain', description: "Address of 'Bakery' changed (custom_domain)" }),
  ]);
  answers['GET /api/analytics/audit/?page=1&page_size=50&action=domain&actor=7&from=2026-11-01'] = page([]);
  answers['GET /api/analytics/audit/export/?action=domain'] = { status: 200, body: '"time","action"\r\n' };
});

describe('Logs (staff)', () => {
  it('lists who changed what, filters by action, person and day, and exports the filtered log as CSV', async () => {
    const created: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:audit'), revokeObjectURL: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderScreen(<LogsScreen />, '/dashboard/dev/logs');
    const table = await screen.findByRole('table');
    expect(within(table).getByText("mallory is now admin on 'Bakery'")).toBeInTheDocument();
    expect(within(table).getAllByText('eve')).toHaveLength(2);
    expect(screen.queryByText('Coming Soon')).toBeNull();

    await userEvent.selectOptions(screen.getByLabelText('Action'), 'domain');
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText("mallory is now admin on 'Bakery'")).toBeNull());
    expect(within(screen.getByRole('table')).getByText('Domains')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(sent.map((request) => request.url)).toContain('/api/analytics/audit/export/?action=domain');
    expect(created[0]).toMatchObject({ type: 'text/csv', size: '"time","action"\r\n'.length });

    await userEvent.selectOptions(screen.getByLabelText('Person'), '7');
    screen.getByLabelText('From').focus();
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    expect(await screen.findByText('No changes logged')).toBeInTheDocument();
  });
});
