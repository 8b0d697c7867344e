import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { signedInUser } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { shopperOf } from './shopper';
import { AddItemBody, Cart, CartQuery, DiscountBody, DiscountResult, RemoveItemBody, UpdateItemBody } from '../schemas/shopping';
import { addItem, applyDiscount, clearCart, removeDiscount, removeItem, updateItem, withCart } from '../operations/cart';
import { storeOfQuery } from '../operations/stores';

const tags = ['cart'];
const base = '/ecommerce/api/cart';

/**
 * The cart of whoever asks in a store (`?site=`, the platform's without): the signed-in user's, or the
 * guest cart named by X-Cart-Id (made on the first change). Every answer is the full cart, priced from
 * the store's catalogue and charged by its settings; a disabled or unknown store is 404 'Shop not found'.
 */
export async function cartRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const userId = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request)?.id ?? null;
  const querystring = CartQuery;

  api.get(`${base}/`, { schema: { tags, querystring, response: { 200: Cart } } }, async (request) =>
    withCart(deps, shopperOf(request), storeOfQuery(request.query), null, { create: false }),
  );
  api.post(`${base}/add_item/`, { schema: { tags, querystring, body: AddItemBody, response: { 200: Cart } } }, async (request) =>
    withCart(deps, shopperOf(request), storeOfQuery(request.query), (trx, cart) => addItem(trx, deps, cart, request.body), {
      create: true,
    }),
  );
  api.patch(`${base}/update_item/`, { schema: { tags, querystring, body: UpdateItemBody, response: { 200: Cart } } }, async (request) =>
    withCart(
      deps,
      shopperOf(request),
      storeOfQuery(request.query),
      (trx, cart) => updateItem(trx, deps, cart, request.body.item_id, request.body.quantity),
      { create: true },
    ),
  );
  api.delete(`${base}/remove_item/`, { schema: { tags, querystring, body: RemoveItemBody, response: { 200: Cart } } }, async (request) =>
    withCart(deps, shopperOf(request), storeOfQuery(request.query), (trx, cart) => removeItem(trx, deps, cart, request.body.item_id), {
      create: true,
    }),
  );
  api.delete(`${base}/clear/`, { schema: { tags, querystring, response: { 200: Cart } } }, async (request) =>
    withCart(deps, shopperOf(request), storeOfQuery(request.query), (trx, cart) => clearCart(trx, deps, cart), { create: false }),
  );
  api.post(
    `${base}/apply_discount/`,
    { schema: { tags, querystring, body: DiscountBody, response: { 200: DiscountResult } } },
    async (request) => {
      const cart = await withCart(
        deps,
        shopperOf(request),
        storeOfQuery(request.query),
        (trx, row) => applyDiscount(trx, deps, row, request.body.code, userId(request)),
        { create: true },
      );
      return {
        success: true,
        data: {
          discount_code: cart.discount_code ?? request.body.code.trim().toUpperCase(),
          discount_amount: cart.discount_amount,
          cart_total: cart.total,
        },
        cart,
      };
    },
  );
  api.delete(`${base}/remove_discount/`, { schema: { tags, querystring, response: { 200: Cart } } }, async (request) =>
    withCart(deps, shopperOf(request), storeOfQuery(request.query), (trx, cart) => removeDiscount(trx, deps, cart), { create: false }),
  );
}
