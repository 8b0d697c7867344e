import { MenuDashboard } from './dashboard/menu-dashboard';
import './menus.css';

/** menus/MenusSection: the menu dashboard with its builder, mega menu editor, preview and analytics. */
export default function MenusSection() {
  return <MenuDashboard />;
}
