import { Fragment, type ReactNode } from 'react';
import {
  availabilityOf,
  CHECKOUT_ADDRESS_FIELDS,
  CHECKOUT_AUTOCOMPLETE,
  COUNTRIES,
  PAYMENT_METHODS,
  PRODUCT_SORTS,
  type ProductCard,
  type ProductDetail,
  type ShopCategory,
  type ShopOrder,
} from '@atlas/commerce/contract';
import type { CatalogueQuery, CommerceClient, ShopSettings } from './commerce-client';
import type { ContentClient } from './content-client';
import { Notice, renderDocument, SiteFrame } from './document';
import { homeHref, pagesBase, publicOrigin } from './links';
import type { MarketplaceClient, SiteModules } from './marketplace-client';
import { NO_MENUS, siteMenusFor, type MenusClient, type SiteMenus } from './menus-client';
import type { RenderedPage } from './page-cache';
import { unavailablePage, type RenderContext } from './render';
import { shopIslandScript } from './shop-island';
import { frameExtras, frameHead, framedPage, isPage, modulesOf, pageIntegrations, siteFor } from './site-chrome';
import type { SitesClient } from './sites-client';
import { itemListData, jsonLdText, productPageData } from './structured-data';
import type { PublicSiteData } from './types';

// A site's storefront, drawn on the server in the site's frame: the catalogue (/{site}/shop, by category
// /{site}/shop/{category}), a product's page, the cart and checkout (shells the shop island fills) and an
// order's page (read with its access token, never kept). A site whose shop is closed or unknown answers 404.

export interface ShopServices {
  sites: SitesClient;
  commerce: CommerceClient;
  content?: ContentClient;
  menus?: MenusClient;
  marketplace?: MarketplaceClient;
  /**
   * What an address a builder page may also have (/shop, /cart, /checkout) answers while the site's shop is closed: the
   * site's page of that slug, else its own 404. Without it a closed shop answers the unavailable page.
   */
  closedShop?: (ctx: RenderContext) => Promise<RenderedPage>;
}

/** The site, its open shop and its frame. */
interface Storefront {
  data: PublicSiteData;
  shop: ShopSettings;
  menus: SiteMenus;
  modules: SiteModules;
  /** Where the site's pages live ('' on its own origin). */
  base: string;
  money: (amount: number) => string;
}

/** Orders' pages carry their access token: never kept, never indexed. */
const ORDER_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };

async function storefrontFor(services: ShopServices, ctx: RenderContext): Promise<Storefront | RenderedPage> {
  const menusAnswer = siteMenusFor(services.menus, ctx.slug, services.content).catch(() => ({ ...NO_MENUS, failed: true }));
  const modulesAnswer = modulesOf(services.marketplace, ctx.slug);
  const data = await siteFor(services.sites, ctx);
  if (isPage(data)) return data;
  const shop = await services.commerce.shop(data.site.id);
  if (shop.kind === 'failed') return unavailablePage(ctx, 'failed');
  if (shop.kind === 'not-found') return services.closedShop ? services.closedShop(ctx) : unavailablePage(ctx, 'not-found');
  const [menus, modules] = await Promise.all([menusAnswer, modulesAnswer]);
  const lang = data.site.default_language || 'en';
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(lang, { style: 'currency', currency: shop.data.currency });
  } catch {
    format = new Intl.NumberFormat('en', { style: 'currency', currency: shop.data.currency });
  }
  return { data, shop: shop.data, menus, modules, base: pagesBase(ctx), money: (amount) => format.format(amount) };
}

const isStorefront = (value: Storefront | RenderedPage): value is Storefront => !isPage(value as RenderedPage);

/** A storefront page: the site's frame with the cart link, the shop island and the tracker; `order` pages are never kept. */
function shopPage(
  front: Storefront,
  ctx: RenderContext,
  page: { status?: number; title: string; description: string; jsonLd?: object; order?: boolean; children: ReactNode },
): RenderedPage {
  const { site, navigation } = front.data;
  const integrations = pageIntegrations(site, front.modules);
  const status = page.status ?? 200;
  const tracked = site.analytics_enabled !== false && status === 200 && !page.order;
  const head = frameHead(site, ctx, `${page.title} — ${site.name}`, page.description);
  const body = renderDocument(
    status === 200 && !page.order ? head : { ...head, noindex: true, canonical: undefined },
    <SiteFrame
      site={site}
      menu={navigation?.structure ?? []}
      menus={front.menus}
      base={front.base}
      current={ctx.path}
      cart={`${front.base}/cart`}
    >
      <div
        className="site-shop"
        data-atlas-shop=""
        data-site={String(site.id)}
        data-base={front.base}
        data-currency={front.shop.currency}
        data-lang={site.default_language || 'en'}
      >
        {page.children}
        <p className="site-visually-hidden" role="status" aria-live="polite" data-atlas-shop-status="" />
      </div>
    </SiteFrame>,
    {
      ...frameExtras(site, front.menus, integrations, [shopIslandScript]),
      trackedSite: tracked ? site.slug : undefined,
      jsonLd: page.jsonLd ? jsonLdText(page.jsonLd as Record<string, unknown>) : undefined,
    },
  );
  return framedPage(status, body, ctx, {
    cacheable: !site.password_protected && !page.order,
    menus: front.menus,
    modules: front.modules,
    integrations,
    scripts: [shopIslandScript],
    tracker: tracked,
    cacheControl: page.order ? 'no-store' : site.password_protected ? 'private, no-store' : undefined,
    headers: page.order ? ORDER_HEADERS : undefined,
  });
}

function shopNotFound(front: Storefront, ctx: RenderContext, what: string, order = false): RenderedPage {
  return shopPage(front, ctx, {
    status: 404,
    order,
    title: `${what} not found`,
    description: `This ${what.toLowerCase()} does not exist.`,
    children: (
      <Notice title={`${what} not found`} message={`The ${what.toLowerCase()} you are looking for does not exist.`}>
        <div className="site-actions">
          <a className="site-button" href={`${front.base}/shop`}>
            Back to the shop
          </a>
        </div>
      </Notice>
    ),
  });
}

function Price({ money, price, regular, onSale }: { money: Storefront['money']; price: number; regular: number; onSale: boolean }) {
  return (
    <p className="site-shop-price">
      <span data-atlas-price="">{money(price)}</span>
      <del data-atlas-regular="" hidden={!onSale}>
        <span className="site-visually-hidden">Was </span>
        <span>{money(regular)}</span>
      </del>
    </p>
  );
}

function Crumbs({ trail }: { trail: { name: string; href?: string }[] }) {
  return (
    <nav className="site-shop__crumbs" aria-label="Breadcrumb">
      <ol>
        {trail.map((step) => (
          <li key={step.name}>{step.href ? <a href={step.href}>{step.name}</a> : <span aria-current="page">{step.name}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}

function ProductTile({ product, front }: { product: ProductCard; front: Storefront }) {
  const availability = availabilityOf(product);
  const href = `${front.base}/products/${product.slug}`;
  return (
    <li>
      <article className="site-shop-card">
        <a href={href} tabIndex={-1} aria-hidden="true">
          {product.main_image ? (
            <img src={product.main_image} alt="" loading="lazy" decoding="async" />
          ) : (
            <span className="site-shop-card__blank" />
          )}
        </a>
        <h2>
          <a href={href}>{product.name}</a>
        </h2>
        <Price money={front.money} price={product.price} regular={product.regular_price} onSale={product.is_on_sale} />
        <p className="site-shop-stock" data-state={availability.state}>
          {availability.text}
        </p>
      </article>
    </li>
  );
}

/** What the catalogue's address asks for, checked: a bad page, sort or search is left out rather than refused. */
export function catalogueQueryOf(query: Record<string, unknown>): CatalogueQuery {
  const page = String(query.page ?? '1');
  const sort = String(query.sort ?? '');
  const search = typeof query.search === 'string' ? query.search.trim().slice(0, 200) : '';
  return {
    page: /^[1-9]\d{0,4}$/.test(page) ? Number(page) : 1,
    sort: PRODUCT_SORTS.some((s) => s.value === sort) ? sort : undefined,
    search: search || undefined,
  };
}

const queryString = (query: CatalogueQuery, page: number) => {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.sort) params.set('sort', query.sort);
  if (page > 1) params.set('page', String(page));
  return params.size ? `?${params}` : '';
};

/** /{site}/shop and /{site}/shop/{category}: a page of products, the categories, a search and a sort. */
export async function renderCatalogue(
  services: ShopServices,
  ctx: RenderContext,
  query: CatalogueQuery,
  categorySlug?: string,
): Promise<RenderedPage> {
  const front = await storefrontFor(services, ctx);
  if (!isStorefront(front)) return front;
  const siteId = front.data.site.id;
  const [categories, products] = await Promise.all([
    services.commerce.categories(siteId),
    services.commerce.products(siteId, { ...query, category: categorySlug }),
  ]);
  if (categories.kind === 'failed' || products.kind === 'failed') return unavailablePage(ctx, 'failed');
  const all: ShopCategory[] = categories.kind === 'ok' ? categories.data.results : [];
  const category = categorySlug ? all.find((c) => c.slug === categorySlug) : undefined;
  if ((categorySlug && !category) || products.kind !== 'ok') return shopNotFound(front, ctx, categorySlug ? 'Category' : 'Page');
  const list = products.data;
  const here = `${front.base}/shop${category ? `/${category.slug}` : ''}`;
  const title = category ? category.name : 'Shop';
  const origin = publicOrigin(ctx);
  return shopPage(front, ctx, {
    title: query.page && query.page > 1 ? `${title} (page ${query.page})` : title,
    description: category?.description || `Products of ${front.data.site.name}`,
    jsonLd: itemListData(
      title,
      `${origin}${here}`,
      list.results.map((p) => ({ name: p.name, url: `${origin}${front.base}/products/${p.slug}` })),
    ),
    children: (
      <>
        {category && <Crumbs trail={[{ name: 'Shop', href: `${front.base}/shop` }, { name: category.name }]} />}
        <h1>{title}</h1>
        {category?.description && <p>{category.description}</p>}
        {all.length > 0 && (
          <nav className="site-shop__categories" aria-label="Categories">
            <ul>
              <li>
                <a href={`${front.base}/shop`} aria-current={category ? undefined : 'page'}>
                  All products
                </a>
              </li>
              {all.map((c) => (
                <li key={c.slug}>
                  <a href={`${front.base}/shop/${c.slug}`} aria-current={c.slug === category?.slug ? 'page' : undefined}>
                    {c.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <form className="site-shop__filters" method="get" action={here} role="search">
          <div>
            <label htmlFor="shop-search">Search products</label>
            <input id="shop-search" name="search" type="search" maxLength={200} defaultValue={query.search ?? ''} />
          </div>
          <div>
            <label htmlFor="shop-sort">Sort by</label>
            <select id="shop-sort" name="sort" defaultValue={query.sort ?? PRODUCT_SORTS[0].value}>
              {PRODUCT_SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
          <button className="site-button" type="submit">
            Apply
          </button>
        </form>
        {list.results.length === 0 ? (
          <p className="site-shop__empty">{query.search ? `No products match “${query.search}”.` : 'No products yet.'}</p>
        ) : (
          <ul className="site-shop-grid">
            {list.results.map((product) => (
              <ProductTile key={product.slug} product={product} front={front} />
            ))}
          </ul>
        )}
        {(list.previous || list.next) && (
          <nav className="site-shop__pages" aria-label="Pages">
            {list.previous && (
              <a className="site-button site-button--outline" rel="prev" href={`${here}${queryString(query, list.previous)}`}>
                Previous page
              </a>
            )}
            <span>{`Page ${query.page ?? 1}`}</span>
            {list.next && (
              <a className="site-button site-button--outline" rel="next" href={`${here}${queryString(query, list.next)}`}>
                Next page
              </a>
            )}
          </nav>
        )}
      </>
    ),
  });
}

const variantLabel = (variation: ProductDetail['variations'][number]) =>
  variation.attributes.map((a) => `${a.attribute_name}: ${a.value}`).join(', ') || variation.sku;

/** /{site}/products/{slug}: gallery, price, availability, options, quantity and Add to cart. */
export async function renderProduct(services: ShopServices, ctx: RenderContext, slug: string): Promise<RenderedPage> {
  const front = await storefrontFor(services, ctx);
  if (!isStorefront(front)) return front;
  const answer = await services.commerce.product(front.data.site.id, slug);
  if (answer.kind === 'failed') return unavailablePage(ctx, 'failed');
  if (answer.kind === 'not-found' || answer.data.status !== 'active') return shopNotFound(front, ctx, 'Product');
  const product = answer.data;
  const origin = publicOrigin(ctx);
  const url = `${origin}${front.base}/products/${product.slug}`;
  const variations = product.has_variations ? product.variations.filter((v) => v.is_active) : [];
  const availability = availabilityOf(product);
  const images = [product.main_image, ...product.images.map((i) => i.image)].filter(
    (image, i, all): image is string => Boolean(image) && all.indexOf(image) === i,
  );
  const alts = new Map(product.images.map((i) => [i.image, i.alt_text]));
  const trail = [
    { name: front.data.site.name, url: `${origin}${homeHref(front.base)}` },
    { name: 'Shop', url: `${origin}${front.base}/shop` },
    ...(product.category ? [{ name: product.category.name, url: `${origin}${front.base}/shop/${product.category.slug}` }] : []),
    { name: product.name, url },
  ];
  // Each option's figures as the page shows them, so the island needs none of the shop's rules.
  const options = variations.map((v) => {
    const state = availabilityOf(product, v);
    return {
      id: v.id,
      price: v.price,
      regular_price: v.regular_price,
      on_sale: v.is_on_sale,
      availability: state.state,
      availability_text: state.text,
      orderable: state.orderable,
    };
  });
  const orderable = variations.length ? options.some((o) => o.orderable) : availability.orderable;
  return shopPage(front, ctx, {
    title: product.name,
    description: product.short_description || `${product.name} at ${front.data.site.name}`,
    jsonLd: productPageData(
      origin,
      {
        url,
        name: product.name,
        description: product.short_description || undefined,
        images,
        sku: product.sku || product.slug,
        price: product.price,
        currency: front.shop.currency,
        availability: availability.state,
      },
      trail,
    ),
    children: (
      <>
        <Crumbs
          trail={[
            { name: 'Shop', href: `${front.base}/shop` },
            ...(product.category ? [{ name: product.category.name, href: `${front.base}/shop/${product.category.slug}` }] : []),
            { name: product.name },
          ]}
        />
        <div className="site-shop-product">
          {images.length > 0 ? (
            <ul className="site-shop-gallery" aria-label="Pictures">
              {images.map((image, i) => (
                <li key={image}>
                  <img
                    src={image}
                    alt={alts.get(image) || (i === 0 ? product.name : '')}
                    decoding="async"
                    loading={i ? 'lazy' : undefined}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <span className="site-shop-card__blank" />
          )}
          <div>
            <h1>{product.name}</h1>
            <Price money={front.money} price={product.price} regular={product.regular_price} onSale={product.is_on_sale} />
            <p className="site-shop-stock" data-state={availability.state} data-atlas-availability="">
              {availability.text}
            </p>
            {product.short_description && <p>{product.short_description}</p>}
            <form className="site-shop-form" data-atlas-add-to-cart="">
              <input type="hidden" name="product_id" value={String(product.id)} />
              {variations.length > 0 && (
                <div>
                  <label htmlFor="shop-variation">Options</label>
                  <select id="shop-variation" name="variation_id" data-atlas-variation="" defaultValue={String(variations[0].id)}>
                    {variations.map((v) => (
                      <option key={v.id} value={String(v.id)}>
                        {variantLabel(v)}
                      </option>
                    ))}
                  </select>
                </div>
              )}
              <div>
                <label htmlFor="shop-quantity">Quantity</label>
                <input id="shop-quantity" name="quantity" type="number" inputMode="numeric" min={1} max={9999} defaultValue={1} required />
              </div>
              <button className="site-button" type="submit" disabled={!orderable}>
                Add to cart
              </button>
              <p className="site-shop-status" role="status" data-atlas-shop-status="" />
            </form>
            {variations.length > 0 && (
              <script id="atlas-variations" type="application/json" dangerouslySetInnerHTML={{ __html: jsonLdText({ options }) }} />
            )}
          </div>
        </div>
        {product.description && (
          <section className="site-shop-product__description" aria-label="Description">
            {/* The shop keeps a description as plain text (its screens show it as text): paragraphs by blank lines. */}
            {product.description.split(/\n\s*\n/).map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </section>
        )}
      </>
    ),
  });
}

function Totals() {
  const row = (label: string, field: string, extra?: { className?: string; when?: string }) => (
    <>
      <dt className={extra?.className} data-atlas-if={extra?.when}>
        {label}
      </dt>
      <dd className={extra?.className} data-atlas-if={extra?.when} data-atlas-total={field} />
    </>
  );
  return (
    <dl className="site-shop-totals" aria-live="polite">
      {row('Subtotal', 'subtotal')}
      {row('Discount', 'discount_amount', { when: 'discount_amount' })}
      {row('Shipping', 'shipping_amount')}
      {row('Tax', 'tax_amount')}
      {row('Total', 'order_total', { className: 'site-shop-totals__total' })}
    </dl>
  );
}

/** /{site}/cart: the shell the shop island fills from the cart the service answers. */
export async function renderCart(services: ShopServices, ctx: RenderContext): Promise<RenderedPage> {
  const front = await storefrontFor(services, ctx);
  if (!isStorefront(front)) return front;
  return shopPage(front, ctx, {
    title: 'Cart',
    description: `Your cart at ${front.data.site.name}`,
    children: (
      <>
        <h1>Cart</h1>
        <div data-atlas-cart-empty="" hidden>
          <p>Your cart is empty.</p>
          <p>
            <a className="site-button" href={`${front.base}/shop`}>
              Continue shopping
            </a>
          </p>
        </div>
        <div data-atlas-cart-full="">
          <ul className="site-shop-lines" data-atlas-cart-lines="" aria-label="Items in your cart">
            <li>Loading your cart…</li>
          </ul>
          <template data-atlas-cart-line="">
            <li className="site-shop-line">
              <img data-f="image" alt="" width={72} height={72} />
              <div>
                <a className="site-shop-line__name" data-f="name" href={`${front.base}/shop`}>
                  {' '}
                </a>
                <p className="site-shop-line__meta" data-f="variant" />
                <p className="site-shop-line__meta">
                  <span data-f="price" /> each · <span data-f="total" />
                </p>
              </div>
              <div className="site-shop-line__actions">
                <input data-f="qty" type="number" inputMode="numeric" min={0} max={9999} />
                <button className="site-button site-button--outline" type="button" data-f="remove">
                  Remove
                </button>
              </div>
            </li>
          </template>
          <form className="site-shop-form site-shop__filters" data-atlas-discount="">
            <div>
              <label htmlFor="shop-discount">Discount code</label>
              <input id="shop-discount" name="code" maxLength={50} autoComplete="off" />
            </div>
            <button className="site-button site-button--outline" type="submit">
              Apply
            </button>
          </form>
          <Totals />
          <p>
            <a className="site-button" href={`${front.base}/checkout`}>
              Proceed to checkout
            </a>
          </p>
        </div>
      </>
    ),
  });
}

function Field({
  name,
  label,
  required,
  type = 'text',
  autoComplete,
  children,
}: {
  name: string;
  label: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  children?: ReactNode;
}) {
  const id = `shop-${name}`;
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      {children ?? <input id={id} name={name} type={type} required={required} autoComplete={autoComplete} />}
      <p className="site-field-error" id={`${name}-error`} data-atlas-field-error="" hidden />
    </div>
  );
}

function Address({ prefix }: { prefix: 'billing' | 'shipping' }) {
  return (
    <>
      {CHECKOUT_ADDRESS_FIELDS.map(({ key, label, required }) => {
        const name = `${prefix}_${key}`;
        const autoComplete = `${prefix} ${CHECKOUT_AUTOCOMPLETE[key]}`;
        return key === 'country' ? (
          <Field key={key} name={name} label={label} required={required}>
            <select id={`shop-${name}`} name={name} required={required} autoComplete={autoComplete} defaultValue={COUNTRIES[0].value}>
              {COUNTRIES.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </Field>
        ) : (
          <Field key={key} name={name} label={label} required={required} autoComplete={autoComplete} />
        );
      })}
    </>
  );
}

const paymentLabel = (value: string) => PAYMENT_METHODS.find((m) => m.value === value)?.label ?? value;

/** /{site}/checkout: contact, addresses, payment (test card or cash on delivery), the terms when the shop has them. */
export async function renderCheckout(services: ShopServices, ctx: RenderContext): Promise<RenderedPage> {
  const front = await storefrontFor(services, ctx);
  if (!isStorefront(front)) return front;
  const terms = front.shop.terms_page;
  return shopPage(front, ctx, {
    title: 'Checkout',
    description: `Checkout at ${front.data.site.name}`,
    children: (
      <>
        <h1>Checkout</h1>
        <div className="site-shop-checkout">
          <form className="site-shop-form" data-atlas-checkout="" noValidate>
            <fieldset>
              <legend>Contact</legend>
              <Field name="customer_email" label="Email" type="email" required autoComplete="email" />
              <Field name="customer_phone" label="Phone" type="tel" autoComplete="tel" />
            </fieldset>
            <fieldset>
              <legend>Billing address</legend>
              <Address prefix="billing" />
            </fieldset>
            <div className="site-shop-form__choice">
              <input id="shop-same_as_billing" name="same_as_billing" type="checkbox" defaultChecked />
              <label htmlFor="shop-same_as_billing">Ship to the billing address</label>
            </div>
            <fieldset data-atlas-shipping="">
              <legend>Shipping address</legend>
              <Address prefix="shipping" />
            </fieldset>
            <fieldset>
              <legend>Payment</legend>
              {(['stripe', 'cash_on_delivery'] as const).map((method, i) => (
                <div className="site-shop-form__choice" key={method}>
                  <input id={`shop-pay-${method}`} name="payment_method" type="radio" value={method} defaultChecked={i === 0} />
                  <label htmlFor={`shop-pay-${method}`}>{paymentLabel(method)}</label>
                </div>
              ))}
              <div data-atlas-card="">
                <Field name="card_number" label="Card number">
                  <input
                    id="shop-card_number"
                    name="card_number"
                    inputMode="numeric"
                    autoComplete="cc-number"
                    maxLength={23}
                    aria-describedby="shop-card-hint"
                  />
                </Field>
                <p className="site-shop-form__hint" id="shop-card-hint">
                  Test mode: use card 4242 4242 4242 4242
                </p>
              </div>
              <p className="site-field-error" id="payment_method-error" data-atlas-field-error="" hidden />
            </fieldset>
            <Field name="customer_notes" label="Order notes">
              <textarea id="shop-customer_notes" name="customer_notes" maxLength={2000} rows={3} />
            </Field>
            {terms && (
              <div>
                <div className="site-shop-form__choice">
                  <input id="shop-accept_terms" name="accept_terms" type="checkbox" required />
                  <label htmlFor="shop-accept_terms">
                    I accept the <a href={`${front.base}/${terms}`}>terms and conditions</a>
                  </label>
                </div>
                <p className="site-field-error" id="accept_terms-error" data-atlas-field-error="" hidden />
              </div>
            )}
            <p className="site-field-error" role="alert" data-atlas-checkout-error="" />
            <button className="site-button" type="submit">
              Place order
            </button>
          </form>
          <aside aria-label="Order summary">
            <h2>Order summary</h2>
            <p data-atlas-cart-empty="" hidden>
              Your cart is empty. <a href={`${front.base}/shop`}>Continue shopping</a>
            </p>
            <Totals />
          </aside>
        </div>
      </>
    ),
  });
}

const ADDRESS_KEYS = CHECKOUT_ADDRESS_FIELDS.map((f) => f.key);

function AddressLines({ order, prefix }: { order: ShopOrder; prefix: 'billing' | 'shipping' }) {
  const value = (key: string) => String((order as Record<string, unknown>)[`${prefix}_${key}`] ?? '');
  const name = [value('first_name'), value('last_name')].filter(Boolean).join(' ');
  const lines = [name, ...ADDRESS_KEYS.filter((k) => k !== 'first_name' && k !== 'last_name').map(value)].filter(Boolean);
  return (
    <address>
      {lines.map((line, i) => (
        <span key={i}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}

/** /{site}/orders/{id}?token=: the order as the service answers its token; never kept, never indexed. */
export async function renderOrder(services: ShopServices, ctx: RenderContext, id: string, token: string): Promise<RenderedPage> {
  const front = await storefrontFor(services, ctx);
  if (!isStorefront(front)) return withOrderHeaders(front);
  const answer = /^[1-9]\d{0,9}$/.test(id) && /^[\w-]{1,100}$/.test(token) ? await services.commerce.order(id, token) : null;
  if (answer?.kind === 'failed') return withOrderHeaders(unavailablePage(ctx, 'failed'));
  const order = answer?.kind === 'ok' ? answer.data : null;
  // Another store's order is no order of this site.
  const site = (order as { site?: number | null } | null)?.site;
  if (!order || (site !== undefined && site !== front.data.site.id)) return shopNotFound(front, ctx, 'Order', true);
  const money = front.money;
  const figures: [string, number][] = [
    ['Subtotal', order.subtotal],
    ...(order.discount_amount
      ? [[`Discount${order.discount_code ? ` (${order.discount_code})` : ''}`, -order.discount_amount] as [string, number]]
      : []),
    ['Shipping', order.shipping_amount],
    ['Tax', order.tax_amount],
  ];
  return shopPage(front, ctx, {
    order: true,
    title: `Order ${order.order_number}`,
    description: `Order ${order.order_number}`,
    children: (
      <div className="site-shop-order">
        <h1>{`Order ${order.order_number}`}</h1>
        <p>
          {'Status: '}
          <strong>{order.status.charAt(0).toUpperCase() + order.status.slice(1)}</strong>
          {` · Placed ${order.created_at.slice(0, 10)} · ${paymentLabel(order.payment_method)}`}
        </p>
        <table>
          <caption className="site-visually-hidden">Items</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Quantity</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => {
              const details = Object.entries(item.variation_details ?? {})
                .map(([k, v]) => `${k}: ${v}`)
                .join(', ');
              return (
                <tr key={item.id}>
                  <td>
                    {item.product_name}
                    {details && <span className="site-shop-line__meta">{` (${details})`}</span>}
                  </td>
                  <td>{item.quantity}</td>
                  <td>{money(item.total_price)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <dl className="site-shop-totals">
          {figures.map(([label, amount]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{money(amount)}</dd>
            </Fragment>
          ))}
          <dt className="site-shop-totals__total">Total</dt>
          <dd className="site-shop-totals__total">{money(order.total_amount)}</dd>
        </dl>
        <div className="site-shop-order__addresses">
          <section>
            <h2>Billing address</h2>
            <AddressLines order={order} prefix="billing" />
          </section>
          <section>
            <h2>Shipping address</h2>
            <AddressLines order={order} prefix="shipping" />
          </section>
        </div>
        <p>
          <a className="site-button site-button--outline" href={`${front.base}/shop`}>
            Continue shopping
          </a>
        </p>
      </div>
    ),
  });
}

/** A page answered at an order's address (its token in the URL): never kept anywhere. */
const withOrderHeaders = (page: RenderedPage): RenderedPage => ({
  ...page,
  cacheable: false,
  headers: { ...page.headers, ...ORDER_HEADERS },
});

/**
 * The shop's addresses for the site's sitemap, relative to its pages: `/shop`, each category and each active
 * product; none when the shop is closed or does not answer (the sitemap is drawn without them).
 */
export async function shopPathsForSitemap(commerce: CommerceClient, siteId: number): Promise<string[]> {
  const [shop, categories] = await Promise.all([commerce.shop(siteId), commerce.categories(siteId)]);
  if (shop.kind !== 'ok' || categories.kind !== 'ok') return [];
  const paths = ['/shop', ...categories.data.results.map((c) => `/shop/${c.slug}`)];
  for (let page = 1; page <= 10; page++) {
    const products = await commerce.products(siteId, { page, pageSize: 100, sort: 'name' });
    if (products.kind !== 'ok') return [];
    paths.push(...products.data.results.map((p) => `/products/${p.slug}`));
    if (!products.data.next) break;
  }
  return paths;
}
