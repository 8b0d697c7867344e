import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, AuthProvider } from '@atlas/shell-kit';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import { SecurityScreen } from '../security-screen';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));

const ADMIN = { id: 1, username: 'admin', email: 'admin@example.com', is_staff: true, staff_two_factor_required: false };
const DEFAULTS = { require_staff_two_factor: false, session_lifetime_hours: 336, updated_at: null, updated_by: null };

beforeEach(() => resetApi());

function open(twoFactorEnabled: boolean) {
  localStorage.setItem('atlas_access_token', 'token');
  answer('GET', '/auth/me/', { ...ADMIN, two_factor_enabled: twoFactorEnabled });
  answer('GET', '/auth/me/preferences/', { theme: 'system', language: 'en', timezone: 'UTC', emails: {}, updated_at: null });
  answer('GET', '/auth/security/', DEFAULTS);
  renderAt(
    '/dashboard/admin/security',
    '/dashboard/admin/security',
    <AuthProvider>
      <SecurityScreen />
    </AuthProvider>,
  );
}

test('requires two-factor authentication for staff and shortens sessions, and says who changed them', async () => {
  answer('PATCH', '/auth/security/', (body: object) => ({
    ...DEFAULTS,
    ...body,
    updated_at: '2026-11-27T12:00:00Z',
    updated_by: { id: 1, username: 'admin' },
  }));
  open(true);
  const required = await screen.findByRole('checkbox', { name: /Require two-factor authentication for staff/ });
  expect(required).not.toBeChecked();
  expect(screen.getByLabelText('Session lifetime')).toHaveValue('336');
  expect(screen.queryByText('Coming Soon')).toBeNull();

  await userEvent.click(required);
  await userEvent.selectOptions(screen.getByLabelText('Session lifetime'), '8 hours');
  await userEvent.click(screen.getByRole('button', { name: 'Save security settings' }));

  expect(await screen.findByText(/Last changed .* by admin/)).toBeInTheDocument();
  expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ require_staff_two_factor: true, session_lifetime_hours: 8 });
  expect(screen.getByRole('checkbox', { name: /Require two-factor authentication for staff/ })).toBeChecked();
  expect(screen.getByLabelText('Session lifetime')).toHaveValue('8');
});

test("sends a staff member without a second factor to their profile first, and shows the service's refusal", async () => {
  answer('PATCH', '/auth/security/', () => {
    throw new ApiError(409, 'Conflict', {
      detail: 'Turn on two-factor authentication for your own account before requiring it of all staff.',
    });
  });
  open(false);
  await userEvent.click(await screen.findByRole('checkbox', { name: /Require two-factor authentication for staff/ }));
  expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/dashboard/profile');
  await userEvent.click(screen.getByRole('button', { name: 'Save security settings' }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Turn on two-factor authentication for your own account before requiring it of all staff.',
    ),
  );
});
