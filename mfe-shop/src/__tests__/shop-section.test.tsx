import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import ShopSection from '../shop-section';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {[
          '/shop',
          '/shop/products/:slug',
          '/shop/cart',
          '/shop/checkout',
          '/dashboard/orders',
          '/dashboard/orders/:id',
          '/dashboard/ecommerce',
        ].map((route) => (
          <Route key={route} path={route} element={<ShopSection />} />
        ))}
      </Routes>
    </MemoryRouter>,
  );
}

describe('shop section frames', () => {
  it("shows the empty cart in the product's words", () => {
    renderAt('/shop/cart');
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByText("Looks like you haven't added any items to your cart yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toBeInTheDocument();
  });

  it('sends an empty checkout back to the cart', () => {
    renderAt('/shop/checkout');
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  });

  it("shows 'Product not found' with Go Back for an unknown product", () => {
    renderAt('/shop/products/nothing');
    expect(screen.getByText('Product not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });

  it('shows the empty orders list', () => {
    renderAt('/dashboard/orders');
    expect(screen.getByText('No orders found')).toBeInTheDocument();
    expect(screen.getByText("You haven't placed any orders yet.")).toBeInTheDocument();
  });

  it('wraps public shop screens in the shop header, not dashboard ones', () => {
    renderAt('/shop');
    expect(screen.getByRole('link', { name: 'Atlas Shop' })).toBeInTheDocument();
  });
});
