import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Remote } from '../remote-screen';
import { loadRemoteScreen } from '../remotes';

jest.mock('../remotes', () => ({
  loadRemoteScreen: jest.fn(),
  isMissingExpose: (error: Error) => /does not exist in container/.test(error.message),
}));
const load = loadRemoteScreen as jest.MockedFunction<typeof loadRemoteScreen>;

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

function renderAt(path: string, element = Remote(`content/Screen${Math.random()}`)) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dashboard/content" element={element} />
        <Route path="/dashboard" element={<p>Dashboard home still works</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('a remote screen', () => {
  it("shows 'Loading application...' and then the remote's component", async () => {
    load.mockResolvedValue(() => <p>Content manager</p>);
    renderAt('/dashboard/content');
    expect(screen.getByText('Loading application...')).toBeInTheDocument();
    expect(await screen.findByText('Content manager')).toBeInTheDocument();
  });

  it('that fails to load shows the page error frame, and Retry really loads it again (forced)', async () => {
    load.mockRejectedValueOnce(new Error('ScriptExternalLoadError')).mockResolvedValueOnce(() => <p>Content manager</p>);
    renderAt('/dashboard/content');
    expect(await screen.findByText('Failed to load this page. Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Content manager')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith(expect.any(String), { retry: true });
  });

  it("that does not expose a placeholder screen shows 'Coming Soon'", async () => {
    load.mockRejectedValue(new Error('Module "./Marketplace" does not exist in container.'));
    renderAt('/dashboard/content', Remote('builder/Marketplace', { placeholderTitle: 'Marketplace' }));
    expect(await screen.findByText('Coming Soon')).toBeInTheDocument();
  });
});
