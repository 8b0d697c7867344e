import { useLocation } from 'react-router-dom';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import MenusSection from '../menus-section';

/** The address the dashboard shows, path and query, as the last render saw it. */
export const address = { current: '' };

function AddressProbe() {
  const location = useLocation();
  address.current = `${location.pathname}${location.search}`;
  return null;
}

/** Opens the menu dashboard at a URL, under the routes the remote is mounted at. */
export function openMenus(path: string) {
  const screen = (
    <>
      <MenusSection />
      <AddressProbe />
    </>
  );
  return renderAt(path, '/dashboard/menus', screen, ['/dashboard/menus/:siteId', '/dashboard/menus/:siteId/:menuId']);
}
