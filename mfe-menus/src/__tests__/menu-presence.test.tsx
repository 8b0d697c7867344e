import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { editSessionId } from '@atlas/shell-kit';
import { answer, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { FakeSocket } from '@atlas/shell-kit/src/test-support/fake-socket';
import { LOCATIONS, SITES, item, menu } from '../test-support/fixtures';
import { openMenus } from '../test-support/open-menus';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));

// Who else has the menu open, beside its name in the menu builder, from the presence socket of the menu and its site.

beforeEach(() => {
  resetApi();
  FakeSocket.install();
  answer('GET', '/builder/sites/', SITES);
  answer('GET', '/locations/', LOCATIONS);
  answer('GET', '/menus/', [menu(10, 'Main', { item_count: 1 })]);
  answer('GET', '/items/', [item(1, 'Home')]);
});
afterAll(() => FakeSocket.uninstall());

test('shows who else has the menu open', async () => {
  openMenus('/dashboard/menus/3/10');
  expect(await screen.findByRole('button', { name: 'Add Item' })).toBeInTheDocument();
  await waitFor(() => expect(FakeSocket.opened.length).toBeGreaterThan(0));
  const socket = FakeSocket.opened.at(-1)!;
  expect(socket.url).toMatch(/\/ws\/builder\/presence\/menu\/10\/\?session=[^&]+(&token=[^&]+)?&site=3$/);
  expect(screen.queryByRole('status', { name: /also has this open/ })).not.toBeInTheDocument();

  const mine = { session: editSessionId(), user: { id: 1, username: 'ada' }, since: '2026-11-28T09:58:00Z' };
  const bob = { session: 'tab-bob-000001', user: { id: 2, username: 'bob' }, since: '2026-11-28T10:00:00Z' };
  socket.push({ type: 'presence', kind: 'menu', id: 10, people: [mine, bob] });
  expect(screen.getByRole('status', { name: 'bob also has this open' })).toBeInTheDocument();
});
