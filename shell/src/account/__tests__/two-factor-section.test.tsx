import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, AuthProvider } from '@atlas/shell-kit';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import { ProfileScreen } from '../profile-screen';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));

const ME = { id: 2, username: 'demo', email: 'demo@example.com', is_staff: false, two_factor_enabled: false };
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/Atlas:demo?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Atlas',
};
const CODES = Array.from({ length: 10 }, (_, n) => `abcd${n}-efgh${n}`);

let enabled = false;
beforeEach(() => {
  resetApi();
  enabled = false;
  localStorage.setItem('atlas_access_token', 'token');
  answer('GET', '/auth/me/', () => ({ ...ME, two_factor_enabled: enabled }));
  answer('GET', '/auth/sessions/', []);
});

const open = () =>
  renderAt(
    '/dashboard/profile',
    '/dashboard/profile',
    <AuthProvider>
      <ProfileScreen />
    </AuthProvider>,
  );

const section = async () => (await screen.findByRole('heading', { name: 'Two-factor authentication' })).closest('section')!;

test('sets up the authenticator app: the key and QR code, a code to confirm, then the recovery codes once', async () => {
  const writeText = jest.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  answer('POST', '/auth/2fa/setup/', SETUP);
  answer('POST', '/auth/2fa/enable/', () => {
    enabled = true;
    return { recovery_codes: CODES };
  });
  open();
  const card = await section();
  expect(within(card).getByText('Off')).toBeInTheDocument();
  await userEvent.click(within(card).getByRole('button', { name: 'Set up' }));

  expect(await within(card).findByText(SETUP.secret)).toBeInTheDocument();
  expect(await within(card).findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
    'src',
    expect.stringMatching(/^data:image\/svg\+xml/),
  );
  const code = within(card).getByLabelText(/^6-digit code/);
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await userEvent.type(code, '123456');
  await userEvent.click(within(card).getByRole('button', { name: 'Turn on' }));

  const list = await within(card).findByRole('list', { name: 'Recovery codes' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(CODES);
  expect(calls).toContainEqual({ method: 'POST', path: '/auth/2fa/enable/', body: { code: '123456' } });
  await userEvent.click(within(card).getByRole('button', { name: 'Copy' }));
  expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
  expect(await screen.findByText('Recovery codes copied.')).toBeInTheDocument();

  await userEvent.click(within(card).getByRole('button', { name: 'I have saved them' }));
  expect(within(card).queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  expect(await within(card).findByText('On')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
});

test("shows the server's detail for a wrong code and stays on the setup", async () => {
  answer('POST', '/auth/2fa/setup/', SETUP);
  answer('POST', '/auth/2fa/enable/', () => {
    throw new ApiError(400, 'Bad Request', { detail: 'That code is not valid. Check the time on your device and try again.' });
  });
  open();
  const card = await section();
  await userEvent.click(within(card).getByRole('button', { name: 'Set up' }));
  await userEvent.type(await within(card).findByLabelText(/^6-digit code/), '000000');
  await userEvent.click(within(card).getByRole('button', { name: 'Turn on' }));
  expect(await within(card).findByText('That code is not valid. Check the time on your device and try again.')).toBeInTheDocument();
  expect(within(card).getByText(SETUP.secret)).toBeInTheDocument();
});

test('turns it off only with the password', async () => {
  enabled = true;
  let attempts = 0;
  answer('POST', '/auth/2fa/disable/', (body: unknown) => {
    attempts += 1;
    if ((body as { password: string }).password !== 'demo1234') {
      throw new ApiError(400, 'Bad Request', { detail: 'Password is incorrect.', password: ['Password is incorrect.'] });
    }
    enabled = false;
    return null;
  });
  open();
  const card = await section();
  await userEvent.click(await within(card).findByRole('button', { name: 'Turn off' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText(/^Current password/), 'wrong');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
  expect(await within(dialog).findByText('Password is incorrect.')).toBeInTheDocument();
  await userEvent.clear(within(dialog).getByLabelText(/^Current password/));
  await userEvent.type(within(dialog).getByLabelText(/^Current password/), 'demo1234');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
  expect(await screen.findByText('Two-factor authentication is off.')).toBeInTheDocument();
  expect(attempts).toBe(2);
  await waitFor(() => expect(within(card).getByRole('button', { name: 'Set up' })).toBeInTheDocument());
});

test('makes new recovery codes with the password and shows them once', async () => {
  enabled = true;
  answer('POST', '/auth/2fa/recovery-codes/', { recovery_codes: CODES });
  open();
  const card = await section();
  await userEvent.click(await within(card).findByRole('button', { name: 'New recovery codes' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText(/^Current password/), 'demo1234');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
  expect(await within(card).findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
  expect(calls).toContainEqual({ method: 'POST', path: '/auth/2fa/recovery-codes/', body: { password: 'demo1234' } });
});
