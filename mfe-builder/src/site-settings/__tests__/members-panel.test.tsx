import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

const site = (role: Site['role']) => ({ id: 3, name: 'Acme', slug: 'acme', description: '', is_published: true, owner: 1, role }) as Site;
const member = (id: number, username: string, role: string) => ({
  user: { id, username, email: `${username}@example.com` },
  role,
  added_at: '2026-11-27T10:00:00.000Z',
});
const team = [member(1, 'alice', 'owner'), member(2, 'bob', 'admin'), member(3, 'carol', 'editor')];

beforeEach(() => {
  resetApi();
  answer('GET', '/builder/sites/3/members/', team);
  answer('GET', '/builder/sites/3/invitations/', [
    {
      id: 9,
      email: 'dan@example.com',
      role: 'viewer',
      created_at: '2026-11-27T10:00:00.000Z',
      expires_at: '2026-12-04T10:00:00.000Z',
      accept_url: '/invite/abc',
    },
  ]);
});

test('the owner invites by email, sees the link to copy, changes a role, and confirms before removing', async () => {
  answer('GET', '/builder/sites/3/', site('owner'));
  answer('POST', '/builder/sites/3/invitations/', (body: any) => ({
    id: 10,
    email: body.email,
    role: body.role,
    created_at: '2026-11-27T10:00:00.000Z',
    expires_at: '2026-12-04T10:00:00.000Z',
    accept_url: '/invite/tok123',
  }));
  answer('PATCH', '/builder/sites/3/members/3/', (body: any) => ({ ...member(3, 'carol', body.role) }));
  answer('DELETE', '/builder/sites/3/members/3/', null);
  renderAt('/', '/', <SiteSettingsModal site={site('owner')} open initialTab="members" onClose={() => {}} />);

  const list = await screen.findByRole('list', { name: 'Members' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([expect.stringContaining('alice'), expect.stringContaining('bob'), expect.stringContaining('carol')]);
  expect(await screen.findByText('dan@example.com')).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'erin@example.com' } });
  fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'author' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
  });
  expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ email: 'erin@example.com', role: 'author', any_address: false });
  expect(await screen.findByText(`${window.location.origin}/invite/tok123`)).toBeInTheDocument();

  await act(async () => {
    fireEvent.change(screen.getByLabelText('Role of carol'), { target: { value: 'viewer' } });
  });
  expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ path: '/builder/sites/3/members/3/', body: { role: 'viewer' } });

  fireEvent.click(screen.getByRole('button', { name: 'Remove carol' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove member' });
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
  });
  await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/builder/sites/3/members/3/')).toBe(true));
  expect(screen.getByRole('heading', { name: 'Transfer ownership' })).toBeInTheDocument();
});

test('an admin cannot touch the owner or another admin, and cannot transfer the site', async () => {
  answer('GET', '/builder/sites/3/', site('admin'));
  renderAt('/', '/', <SiteSettingsModal site={site('admin')} open initialTab="members" onClose={() => {}} />);
  await screen.findByRole('list', { name: 'Members' });
  expect(screen.queryByLabelText('Role of alice')).toBeNull();
  expect(screen.queryByLabelText('Role of bob')).toBeNull();
  expect(screen.getByLabelText('Role of carol')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Transfer ownership' })).toBeNull();
});

test('an editor sees only the Members tab, read-only, told that settings are the admins’', async () => {
  answer('GET', '/builder/sites/3/', site('editor'));
  renderAt('/', '/', <SiteSettingsModal site={site('editor')} open onClose={() => {}} />);
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Members']);
  expect(screen.getByText('Only the site’s admins and owner can change its settings.')).toBeInTheDocument();
  await screen.findByRole('list', { name: 'Members' });
  expect(screen.queryByRole('form', { name: 'Invite a member' })).toBeNull();
  expect(screen.queryByRole('combobox')).toBeNull();
  expect(calls.some((c) => c.path.endsWith('/invitations/'))).toBe(false);
});
