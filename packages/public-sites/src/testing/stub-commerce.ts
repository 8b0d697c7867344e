import Fastify, { type FastifyInstance } from 'fastify';

// A stand-in for the commerce service's public reads of a site's store (docs/contracts.md "A shop on every
// site"): shops by site id, their products, categories and orders by token, counting requests, able to fail.

export interface StubStore {
  currency?: string;
  terms_page?: string | null;
  enabled?: boolean;
  categories?: { id: number; name: string; slug: string; description?: string }[];
  products?: Record<string, unknown>[];
  orders?: Record<string, unknown>[];
}

/** A product as the service answers it (detail fields included), active and in stock unless told. */
export const stubProduct = (id: number, slug: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  slug,
  name,
  short_description: `${name}, made by hand`,
  description: '',
  main_image: `/ecommerce/api/media/${slug}.jpg`,
  price: 20,
  regular_price: 20,
  sale_price: null,
  is_on_sale: false,
  discount_percentage: 0,
  rating_average: 0,
  rating_count: 0,
  is_in_stock: true,
  is_low_stock: false,
  stock_quantity: 10,
  manage_stock: true,
  allow_backorders: false,
  low_stock_threshold: 3,
  status: 'active',
  featured: false,
  sku: slug.toUpperCase(),
  category: null,
  brand: null,
  has_variations: false,
  created_at: '2026-11-01T10:00:00.000Z',
  weight: 0,
  images: [],
  variations: [],
  updated_at: '2026-11-01T10:00:00.000Z',
  ...extra,
});

export async function startStubCommerce() {
  const stores = new Map<number, StubStore>();
  const requests: string[] = [];
  let failing = false;
  const app: FastifyInstance = Fastify();
  const open = (site: unknown) => {
    const store = stores.get(Number(site));
    return store && store.enabled !== false ? store : undefined;
  };
  const shopNotFound = { detail: 'Shop not found' };

  app.addHook('onRequest', async (request, reply) => {
    requests.push(request.url);
    if (failing) return reply.code(500).send({ detail: 'Internal server error' });
  });
  app.get<{ Params: { site: string } }>('/ecommerce/api/shops/:site/', async (request, reply) => {
    const store = open(request.params.site);
    if (!store) return reply.code(404).send(shopNotFound);
    return {
      site: Number(request.params.site),
      enabled: true,
      currency: store.currency ?? 'USD',
      terms_page: store.terms_page ?? null,
      shipping_flat: 5,
      tax_rate: 10,
    };
  });
  app.get<{ Querystring: Record<string, string> }>('/ecommerce/api/products/', async (request, reply) => {
    const store = open(request.query.site);
    if (!store) return reply.code(404).send(shopNotFound);
    const q = request.query;
    let list = (store.products ?? []).filter((p) => p.status === 'active');
    if (q.slugs) list = list.filter((p) => q.slugs.split(',').includes(String(p.slug)));
    if (q.search) list = list.filter((p) => String(p.name).toLowerCase().includes(q.search.toLowerCase()));
    if (q.category) list = list.filter((p) => (p.category as { slug?: string } | null)?.slug === q.category);
    if (q.sort === 'name') list = [...list].sort((a, b) => String(a.name).localeCompare(String(b.name)));
    const size = Number(q.page_size ?? 20);
    const page = Number(q.page ?? 1);
    const results = list.slice((page - 1) * size, page * size);
    return {
      results,
      count: list.length,
      next: page * size < list.length ? page + 1 : null,
      previous: page > 1 ? page - 1 : null,
    };
  });
  app.get<{ Params: { slug: string }; Querystring: Record<string, string> }>('/ecommerce/api/products/:slug/', async (request, reply) => {
    const store = open(request.query.site);
    if (!store) return reply.code(404).send(shopNotFound);
    const product = (store.products ?? []).find((p) => p.slug === request.params.slug && p.status === 'active');
    return product ?? reply.code(404).send({ detail: 'Product not found' });
  });
  app.get<{ Querystring: Record<string, string> }>('/ecommerce/api/categories/', async (request, reply) => {
    const store = open(request.query.site);
    if (!store) return reply.code(404).send(shopNotFound);
    const results = (store.categories ?? []).map((c) => ({ description: '', product_count: 0, ...c }));
    return { results, count: results.length };
  });
  app.get<{ Params: { id: string }; Querystring: Record<string, string> }>('/ecommerce/api/orders/:id/', async (request, reply) => {
    for (const store of stores.values()) {
      const order = (store.orders ?? []).find((o) => String(o.id) === request.params.id);
      if (order && order.access_token === request.query.token) {
        const { access_token: _token, ...shown } = order;
        return shown;
      }
    }
    return reply.code(404).send({ detail: 'Order not found' });
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    stores,
    requests,
    setFailing: (value: boolean) => {
      failing = value;
    },
    close: () => app.close(),
  };
}

/** An order as the service answers it to its token. */
export const stubOrder = (id: number, site: number, token: string, extra: Record<string, unknown> = {}) => {
  const address = (prefix: string) => ({
    [`${prefix}_first_name`]: 'Ada',
    [`${prefix}_last_name`]: 'Lovelace',
    [`${prefix}_address_1`]: '12 Analytical Row',
    [`${prefix}_address_2`]: '',
    [`${prefix}_city`]: 'London',
    [`${prefix}_state`]: 'LDN',
    [`${prefix}_country`]: 'GB',
    [`${prefix}_postal_code`]: 'N1 7AA',
  });
  return {
    id,
    site,
    access_token: token,
    order_number: `ORD-${1000 + id}`,
    status: 'pending',
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    shipped_at: null,
    delivered_at: null,
    cancelled_at: null,
    tracking_number: '',
    total_amount: 49,
    subtotal: 40,
    discount_amount: 0,
    discount_code: null,
    shipping_amount: 5,
    tax_amount: 4,
    currency: 'EUR',
    items_count: 2,
    latest_payment: null,
    customer_email: 'ada@example.test',
    customer_phone: '',
    customer_notes: '',
    shipping_method: 'standard',
    payment_method: 'stripe',
    payments: [],
    items: [
      {
        id: 1,
        product_id: 1,
        product_slug: 'sourdough',
        product_name: 'Sourdough loaf',
        product_sku: 'SOURDOUGH',
        variation_details: {},
        quantity: 2,
        unit_price: 20,
        total_price: 40,
      },
    ],
    ...address('billing'),
    ...address('shipping'),
    ...extra,
  };
};
