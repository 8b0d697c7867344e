import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HelpScreen } from '../help-screen';
import { HELP_TOPICS, searchHelp } from '../help-topics';
import { renderScreen } from './fetch-stub';

describe('Help', () => {
  it('shows every topic under its own heading, each linking to the screen that does it', () => {
    renderScreen(<HelpScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(HELP_TOPICS.length);
    expect(screen.getByRole('region', { name: 'Write and schedule a post' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open New Post →' })).toHaveAttribute('href', '/dashboard/content/new?type=post');
    expect(screen.getByRole('link', { name: 'Open Upload Media →' })).toHaveAttribute('href', '/dashboard/media/upload');
  });

  it('narrows the topics as one types, by title, steps or keywords, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderScreen(<HelpScreen />);
    const search = screen.getByRole('searchbox', { name: 'Search help' });
    await user.type(search, 'collaborator');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Invite a member to a site']);
    expect(screen.getByText(`1 of ${HELP_TOPICS.length} topics`)).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'zebra');
    expect(screen.getByText('No topic matches')).toBeInTheDocument();
  });

  it('links every topic to a dashboard screen', () => {
    for (const topic of HELP_TOPICS) expect(topic.link.to).toMatch(/^\/dashboard(\/|$)/);
    expect(searchHelp(HELP_TOPICS, 'DARK mode').map((topic) => topic.id)).toEqual(['settings']);
    expect(searchHelp(HELP_TOPICS, '  ')).toHaveLength(HELP_TOPICS.length);
  });
});
