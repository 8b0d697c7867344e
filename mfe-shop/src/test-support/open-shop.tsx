import { AuthProvider, TOKEN_KEYS } from '@atlas/shell-kit';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import ShopSection from '../shop-section';
import { answer } from './shop-api';

type Visitor = 'guest' | 'customer' | 'staff';

const USERS = {
  customer: { id: 1, username: 'ada', email: 'ada@example.com', is_staff: false },
  staff: { id: 2, username: 'grace', email: 'grace@example.com', is_staff: true },
};

/** Opens the shop at a URL as a guest, a signed-in customer or staff (the shell's providers and AuthProvider around it). */
export function openShop(path: string, visitor: Visitor = 'guest') {
  localStorage.clear();
  if (visitor !== 'guest') {
    localStorage.setItem(TOKEN_KEYS.access, visitor);
    answer('GET', '/auth/me/', USERS[visitor]);
  }
  return renderAt(
    path,
    '/shop/*',
    <AuthProvider>
      <ShopSection />
    </AuthProvider>,
    ['/dashboard/*'],
  );
}
