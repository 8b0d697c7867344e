import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { editSessionId } from '@atlas/shell-kit';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import { answer, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { FakeSocket } from '@atlas/shell-kit/src/test-support/fake-socket';
import ContentSection from '../content-section';
import { contentItem } from '../test-support/content-item';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));
jest.mock('@atlas/shell-kit/src/auth/auth-provider', () => require('../test-support/signed-in').signedInAuth());

// Who else has the item open, in the content editor's header, from the presence socket of the post and its site.

beforeEach(() => {
  resetApi();
  FakeSocket.install();
  answer('GET', '/builder/sites/', [{ id: 3, name: 'Acme' }]);
  answer('GET', '/content/categories/', { results: [] });
  answer('GET', '/content/tags/', { results: [] });
  answer('GET', '/content/7/revisions/', []);
  answer('GET', '/content/7/history/', []);
  answer('GET', '/content/7/', contentItem({ id: 7, title: 'Spring menu', site: 3 }));
});
afterAll(() => FakeSocket.uninstall());

test('shows who else has the post open', async () => {
  renderAt('/dashboard/content/7/edit', '/dashboard/*', <ContentSection />);
  expect(await screen.findByDisplayValue('Spring menu')).toBeInTheDocument();
  await waitFor(() => expect(FakeSocket.opened).toHaveLength(1));
  const socket = FakeSocket.opened[0];
  expect(socket.url).toMatch(/\/ws\/builder\/presence\/post\/7\/\?session=[^&]+(&token=[^&]+)?&site=3$/);
  expect(screen.queryByRole('status', { name: /also has this open/ })).not.toBeInTheDocument();

  const mine = { session: editSessionId(), user: { id: 1, username: 'ada' }, since: '2026-11-28T09:58:00Z' };
  const bob = { session: 'tab-bob-000001', user: { id: 2, username: 'bob' }, since: '2026-11-28T10:00:00Z' };
  socket.push({ type: 'presence', kind: 'post', id: 7, people: [mine, bob] });
  expect(screen.getByRole('status', { name: 'bob also has this open' })).toBeInTheDocument();

  socket.push({ type: 'presence', kind: 'post', id: 7, people: [mine] });
  expect(screen.queryByRole('status', { name: /also has this open/ })).not.toBeInTheDocument();
});

test('opens no socket for a new item', async () => {
  renderAt('/dashboard/content/new?type=post', '/dashboard/*', <ContentSection />);
  expect(await screen.findByLabelText(/^Title/)).toBeInTheDocument();
  expect(FakeSocket.opened).toHaveLength(0);
});
