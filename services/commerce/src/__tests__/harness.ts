import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { testService, authHeader, type TestService } from '@atlas/service-kit/testing';
import type { CreateServiceOptions } from '@atlas/service-kit';
import { definition } from '../service';
import { createDeps } from '../deps';

export const alice = { id: 1, username: 'alice' };
export const bob = { id: 2, username: 'bob' };
export const staff = { id: 99, username: 'staff', is_staff: true };
export type Who = { id: number; username?: string; is_staff?: boolean } | null;

export interface Reply {
  status: number;
  body: any;
  headers: Record<string, unknown>;
}

export const checkoutForm = (overrides: Record<string, unknown> = {}) => ({
  customer_email: 'shopper@example.com',
  customer_phone: '+1 555 010 2030',
  billing_first_name: 'Ada',
  billing_last_name: 'Lovelace',
  billing_address_1: '1 Analytical Way',
  billing_city: 'Portland',
  billing_state: 'OR',
  billing_country: 'US',
  billing_postal_code: '97201',
  same_as_billing: true,
  payment_method: 'stripe',
  card_number: '4242424242424242',
  ...overrides,
});

/** The commerce service on a fresh database with the seeded catalogue (or none: `seed: false`). */
export async function startCommerce(options: { seed?: boolean } & Omit<CreateServiceOptions, 'database' | 'env'> = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atlas-commerce-'));
  const previous = process.env.COMMERCE_SEED;
  process.env.COMMERCE_SEED = options.seed === false ? 'false' : 'true';
  const service: TestService = await testService(definition, {
    runEvents: false,
    ...options,
    env: { ...process.env, ATLAS_DATA_DIR: dataDir },
  });
  process.env.COMMERCE_SEED = previous;
  const deps = createDeps(service.app);

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    { as = null, body, headers = {}, payload }: { as?: Who; body?: unknown; headers?: Record<string, string>; payload?: Buffer } = {},
  ): Promise<Reply> {
    const response = await service.app.inject({
      method,
      url: url.startsWith('/') ? url : `/ecommerce/api/${url}`,
      headers: { ...(as ? authHeader(as) : {}), ...headers },
      ...(payload !== undefined ? { payload } : body !== undefined ? { payload: body as object } : {}),
    });
    const raw = response.rawPayload;
    const isJson = String(response.headers['content-type'] ?? '').includes('json');
    return { status: response.statusCode, body: isJson && raw.length ? JSON.parse(raw.toString()) : undefined, headers: response.headers };
  }

  /** A product by slug, as shoppers see it. */
  const product = async (slug: string) => (await call('GET', `products/${slug}/`)).body;
  /** A product made by staff with the given stock (no variations). */
  async function makeProduct(fields: Record<string, unknown>) {
    const res = await call('POST', 'products/', { as: staff, body: { regular_price: 10, stock_quantity: 10, ...fields } });
    if (res.status !== 201) throw new Error(`makeProduct: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }
  /** Adds to a guest cart (header) or a user's cart; answers the reply. */
  const add = (who: { as?: Who; cart?: string }, body: Record<string, unknown>) =>
    call('POST', 'cart/add_item/', { as: who.as ?? null, body, headers: who.cart ? { 'x-cart-id': who.cart } : {} });

  async function outbox(type?: string) {
    const rows: { envelope: any }[] = await service.app.db('commerce.outbox').orderBy('seq', 'asc').select('envelope');
    const events = rows.map((r) => (typeof r.envelope === 'string' ? JSON.parse(r.envelope) : r.envelope));
    return type ? events.filter((e) => e.type === type) : events;
  }
  const stockOf = async (productId: number) =>
    (await service.app.db('commerce.products').where({ id: productId }).first('stock_quantity')).stock_quantity as number;

  return { service, deps, dataDir, call, product, makeProduct, add, outbox, stockOf, close: () => service.close() };
}

export type Commerce = Awaited<ReturnType<typeof startCommerce>>;
