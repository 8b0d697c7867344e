import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@atlas/shell-kit';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import type { SiteRole } from '@atlas/sites/contract';
import { funnel, goal, overview } from '../test-support/fixtures';
import { openAnalytics } from '../test-support/open-analytics';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));

const GOALS = '/analytics/conversion-goals/';
const NEED_ADMIN = 'Only admins of this site can change its conversion goals';
// Site 3 is shared with the signed-in user in `role`; "Owner's reach" is its owner's all-sites goal.
const asRole = (role: SiteRole) => answer('GET', '/builder/sites/', [{ id: 3, name: 'Bakery', slug: 'bakery', is_published: true, role }]);
const openConversions = () => openAnalytics('/dashboard/analytics?site=3&range=7d&tab=conversions');

beforeEach(() => {
  resetApi();
  answer('GET', '/analytics/dashboard/overview/', overview());
  answer('GET', `${GOALS}funnel/`, funnel());
  answer('GET', GOALS, { results: [goal(1, 'Thank-you page'), goal(2, "Owner's reach", { site: null })], count: 2 });
});

test.each<SiteRole>(['viewer', 'author', 'editor'])(
  'a site %s reads the goals but may not create, edit or delete one, and is told why',
  async (role) => {
    asRole(role);
    openConversions();
    const create = await screen.findByRole('button', { name: 'Create Goal' });
    await waitFor(() => expect(create).toHaveAttribute('title', NEED_ADMIN));
    expect(create).toBeDisabled();
    expect(screen.getByText(NEED_ADMIN)).toBeInTheDocument();
    expect(await screen.findByText('Thank-you page')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Thank-you page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Thank-you page' })).toHaveAttribute('title', NEED_ADMIN);
    expect(screen.getByRole('button', { name: "Edit Owner's reach" })).toBeDisabled();
  },
);

test("an admin creates, edits and deletes the site's goals, but not its owner's all-sites goal", async () => {
  asRole('admin');
  openConversions();
  const edit = await screen.findByRole('button', { name: 'Edit Thank-you page' });
  await waitFor(() => expect(edit).toBeEnabled());
  expect(screen.getByRole('button', { name: 'Create Goal' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Delete Thank-you page' })).toBeEnabled();
  expect(screen.getByRole('button', { name: "Edit Owner's reach" })).toBeDisabled();
  expect(screen.getByRole('button', { name: "Delete Owner's reach" })).toHaveAttribute(
    'title',
    'Only whoever made an all-sites goal can change it',
  );
  expect(screen.queryByText(NEED_ADMIN)).not.toBeInTheDocument();
});

test('the owner changes every goal of the site, their all-sites goals too', async () => {
  asRole('owner');
  openConversions();
  const edit = await screen.findByRole('button', { name: "Edit Owner's reach" });
  await waitFor(() => expect(edit).toBeEnabled());
  expect(screen.getByRole('button', { name: 'Edit Thank-you page' })).toBeEnabled();
});

test('a refusal the server still sends is shown in its own words', async () => {
  asRole('admin');
  answer('DELETE', `${GOALS}1/`, () => {
    throw new ApiError(403, 'Forbidden', { detail: 'Your role on this site does not allow this.' });
  });
  openConversions();
  const remove = await screen.findByRole('button', { name: 'Delete Thank-you page' });
  await waitFor(() => expect(remove).toBeEnabled());
  await userEvent.click(remove);
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Your role on this site does not allow this.')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
});
