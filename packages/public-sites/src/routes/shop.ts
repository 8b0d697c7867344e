import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { readSiteAccess } from '../access-cookie';
import { SITE_SLUG } from '../links';
import { prepare, type RenderedPage } from '../page-cache';
import { renderSiteRequest, unavailablePage, type RenderContext } from '../render';
import { sendPage } from '../render-cache';
import { catalogueQueryOf, renderCart, renderCatalogue, renderCheckout, renderOrder, renderProduct, type ShopServices } from '../shop';
import { noCompress, placeOf, type RouteDeps } from './deps';

// A site's storefront: /{site}/shop[/{category}], /{site}/products/{slug}, /{site}/cart, /{site}/checkout and
// /{site}/orders/{id}?token= (on the site's own origin the same without /{site}). Static segments win over
// /:siteSlug/:pageSlug. Without the commerce service, or for a site whose shop is closed: 404 (or the builder page of that slug).

const PRODUCT_SLUG = /^[a-z0-9-]{1,120}$/;

export const shopRoutes: FastifyPluginAsync<RouteDeps> = async (
  app,
  { client, content, commerce, menus, marketplace, cached, redirected },
) => {
  const shopServices: ShopServices | undefined = commerce && { sites: client, commerce, content, menus, marketplace };

  // A site may have a builder page at /shop, /cart or /checkout: while its shop is closed, that page (or the site's 404) answers.
  const builderPage = (pageSlug: string) => (ctx: RenderContext) =>
    renderSiteRequest(client, { ...ctx, pageSlug }, content, commerce, menus, marketplace);

  /** `key`: what the page depends on beside the site and host (null: the page is never kept, an order's). */
  const shopPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    slug: string,
    key: string | null,
    render: (services: ShopServices, ctx: RenderContext) => Promise<RenderedPage>,
    valid = true,
    pageSlug?: string,
  ) => {
    const services = shopServices && pageSlug ? { ...shopServices, closedShop: builderPage(pageSlug) } : shopServices;
    // Without the commerce service there is no shop: the address is the builder page's.
    if (!services && pageSlug) render = (_services, ctx) => builderPage(pageSlug)(ctx);
    const ctx: RenderContext = { slug, live: false, access: readSiteAccess(request), ...placeOf(request) };
    // An old site's /products/old-thing may be a redirect rule's source: rules are looked at first.
    if (SITE_SLUG.test(slug) && (await redirected(request, reply, slug, false))) return reply;
    if ((!services && !pageSlug) || !SITE_SLUG.test(slug) || !valid) {
      const notFound = unavailablePage(ctx, 'not-found');
      const headers = key === null ? { ...notFound.headers, 'cache-control': 'no-store' } : notFound.headers;
      return sendPage(request, reply, prepare({ ...notFound, headers }, 0));
    }
    const draw = () =>
      render(services!, ctx).catch((error) => {
        request.log.error({ err: error, site: slug }, 'shop page failed to render');
        return unavailablePage(ctx, 'failed');
      });
    const page = await cached(`${key ?? ''}|${ctx.path}|${ctx.origin}|${ctx.ownOrigin ?? ''}`, key !== null && !ctx.access, draw);
    return sendPage(request, reply, page!);
  };

  type Catalogue = { Params: { siteSlug: string; category?: string }; Querystring: Record<string, unknown> };
  const catalogue = (request: FastifyRequest<Catalogue>, reply: FastifyReply) => {
    const query = catalogueQueryOf(request.query ?? {});
    const category = request.params.category;
    return shopPage(
      request,
      reply,
      request.params.siteSlug,
      `shop:${JSON.stringify(query)}`,
      (services, ctx) => renderCatalogue(services, ctx, query, category),
      category === undefined || PRODUCT_SLUG.test(category),
      category === undefined ? 'shop' : undefined,
    );
  };
  app.get<Catalogue>('/:siteSlug/shop', noCompress, catalogue);
  app.get<Catalogue>('/:siteSlug/shop/:category', noCompress, catalogue);
  app.get<{ Params: { siteSlug: string; productSlug: string } }>('/:siteSlug/products/:productSlug', noCompress, (request, reply) => {
    const { siteSlug, productSlug } = request.params;
    return shopPage(
      request,
      reply,
      siteSlug,
      'product',
      (services, ctx) => renderProduct(services, ctx, productSlug),
      PRODUCT_SLUG.test(productSlug),
    );
  });
  // The cart and checkout are the same shell for everyone (the island fills them): kept like any page.
  app.get<{ Params: { siteSlug: string } }>('/:siteSlug/cart', noCompress, (request, reply) =>
    shopPage(request, reply, request.params.siteSlug, 'cart', renderCart, true, 'cart'),
  );
  app.get<{ Params: { siteSlug: string } }>('/:siteSlug/checkout', noCompress, (request, reply) =>
    shopPage(request, reply, request.params.siteSlug, 'checkout', renderCheckout, true, 'checkout'),
  );
  app.get<{ Params: { siteSlug: string; id: string }; Querystring: { token?: unknown } }>(
    '/:siteSlug/orders/:id',
    noCompress,
    (request, reply) => {
      const token = typeof request.query?.token === 'string' ? request.query.token : '';
      return shopPage(request, reply, request.params.siteSlug, null, (services, ctx) =>
        renderOrder(services, ctx, request.params.id, token),
      );
    },
  );
};
