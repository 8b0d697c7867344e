import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import MenusSection from '../menus-section';

function renderWithSites(sites: unknown[]) {
  (globalThis as { fetch: unknown }).fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    statusText: 'OK',
    text: async () => JSON.stringify(sites),
  }));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/dashboard/menus']}>
        <Routes>
          <Route path="/dashboard/menus/:siteId?" element={<MenusSection />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('menu dashboard frame', () => {
  it("shows 'No Sites Found' with a way to the sites screen when the user has no site", async () => {
    renderWithSites([]);
    expect(await screen.findByText('No Sites Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Sites' })).toHaveAttribute('href', '/dashboard/sites');
  });

  it('shows the site selector and the four tabs, Mega Menu disabled without a mega menu', async () => {
    renderWithSites([{ id: 4, name: 'Bakery' }]);
    expect(await screen.findByRole('option', { name: 'Bakery' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Builder', 'Mega Menu', 'Preview', 'Analytics']);
    expect(screen.getByRole('tab', { name: 'Mega Menu' })).toBeDisabled();
  });
});
