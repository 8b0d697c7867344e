import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AuthProvider, cartKeys } from '@atlas/shell-kit';
import { CartBadge } from '../cart-badge';

function renderBadge(answer: () => Promise<unknown>) {
  localStorage.clear();
  (globalThis as { fetch: unknown }).fetch = jest.fn(async () => {
    const body = await answer();
    return { ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify(body) };
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <MemoryRouter>
          <CartBadge />
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return client;
}

const cartOf = (count: number) => ({
  id: 'c1',
  items: [],
  item_count: count,
  subtotal: 0,
  total_weight: 0,
  discount_code: null,
  discount_amount: 0,
  total: 0,
});

test("shows the cart's count and follows every change to the cart query", async () => {
  const client = renderBadge(async () => cartOf(2));
  expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute('href', '/dashboard/cart');
  expect(screen.getByText('2')).toBeInTheDocument();
  act(() => client.setQueryData(cartKeys.current(), cartOf(1)));
  expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
});

test('a cart that fails to load shows no count', async () => {
  renderBadge(async () => {
    throw new TypeError('Failed to fetch');
  });
  expect(await screen.findByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
  expect(screen.queryByText('0')).toBeNull();
});
