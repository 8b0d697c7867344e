import type { ReactElement } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { PublicShopFrame } from './public-frame';
import { CartScreen } from './screens/cart/cart-screen';
import { Catalogue } from './screens/catalogue/catalogue';
import { CheckoutScreen } from './screens/checkout/checkout-screen';
import { ShopDashboard } from './screens/dashboard/shop-dashboard';
import { Discounts } from './screens/discounts/discounts-screen';
import { ProductEditor } from './screens/manage/product-editor';
import { ProductManager } from './screens/manage/product-manager';
import { OrderDetailScreen } from './screens/orders/order-detail';
import { OrdersList } from './screens/orders/orders-list';
import { ProductDetailScreen } from './screens/product/product-detail';
import { InventoryReport } from './screens/reports/inventory-report';
import { ShopAnalytics } from './screens/reports/shop-analytics';
import { ShopSettingsScreen } from './screens/site-shop/shop-settings-screen';
import { SiteShopFrame } from './screens/site-shop/site-shop-frame';
import { SiteShopOverview } from './screens/site-shop/site-shop-overview';
import { StoreProvider } from './store/store-context';
import './shop.css';

type Params = Record<string, string | undefined>;

/** Every screen of this remote by its full path, most specific first (the public /shop ones and the dashboard's). */
export const SCREENS: [string, (params: Params) => ReactElement][] = [
  ['/dashboard/ecommerce', () => <ShopDashboard />],
  ['/dashboard/ecommerce/analytics', () => <ShopAnalytics />],
  ['/dashboard/ecommerce/inventory', () => <InventoryReport />],
  ['/dashboard/ecommerce/discounts', () => <Discounts />],
  ['/dashboard/products/manage', () => <ProductManager />],
  ['/dashboard/products/manage/new', () => <ProductEditor key="new" />],
  ['/dashboard/products/manage/:slug', (p) => <ProductEditor key={p.slug} slug={p.slug} />],
  ['/dashboard/orders', () => <OrdersList />],
  ['/dashboard/orders/:id', (p) => <OrderDetailScreen key={p.id} id={Number(p.id)} />],
  ['/shop/orders/:id', (p) => <OrderDetailScreen key={p.id} id={Number(p.id)} />],
  ['/:frame/products/:slug', (p) => <ProductDetailScreen key={p.slug} slug={p.slug ?? ''} />],
  ['/:frame/cart', () => <CartScreen />],
  ['/:frame/checkout', () => <CheckoutScreen />],
];

/** A site's shop by its path under /dashboard/sites/:siteId/shop: the platform's screens on the site's store. */
const SITE_SCREENS: [string, (params: Params) => ReactElement][] = [
  ['', () => <SiteShopOverview />],
  ['/products', () => <ProductManager />],
  ['/products/new', () => <ProductEditor key="new" />],
  ['/products/:slug', (p) => <ProductEditor key={p.slug} slug={p.slug} />],
  ['/orders', () => <OrdersList />],
  ['/orders/:id', (p) => <OrderDetailScreen key={p.id} id={Number(p.id)} />],
  ['/discounts', () => <Discounts />],
  ['/settings', () => <ShopSettingsScreen />],
];

const SITE_SHOP = '/dashboard/sites/:siteId/shop';

function siteScreenFor(path: string): ReactElement | null {
  for (const [pattern, screen] of SITE_SCREENS) {
    const match = matchPath({ path: `${SITE_SHOP}${pattern}`, end: true }, path);
    const site = Number(match?.params.siteId);
    if (!match || !Number.isInteger(site) || site <= 0) continue;
    return (
      <StoreProvider key={site} site={site}>
        <SiteShopFrame>{screen(match.params)}</SiteShopFrame>
      </StoreProvider>
    );
  }
  return null;
}

function screenFor(pathname: string): ReactElement {
  const path = pathname.replace(/\/+$/, '') || '/';
  const ofSite = siteScreenFor(path);
  if (ofSite) return ofSite;
  for (const [pattern, screen] of SCREENS) {
    const match = matchPath({ path: pattern, end: true }, path);
    if (match) return screen(match.params);
  }
  return <Catalogue />;
}

/**
 * shop/ShopSection: the catalogue, product, cart, checkout and order screens, the shop dashboard and
 * staff's product management; a site's shop (its store's dashboard, products, orders, discounts and
 * settings) under /dashboard/sites/:siteId/shop. The shell mounts this one module under every path of remote.json, so
 * the screen is chosen by the full path; under /shop the public frame goes around it.
 */
export default function ShopSection() {
  const { pathname } = useLocation();
  const screen = screenFor(pathname);
  return pathname === '/shop' || pathname.startsWith('/shop/') ? <PublicShopFrame>{screen}</PublicShopFrame> : screen;
}
