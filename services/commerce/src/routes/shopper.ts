import type { FastifyRequest } from 'fastify';
import { httpError, signedInUser } from '@atlas/service-kit';
import { CART_ID_HEADER, ORDER_TOKEN_HEADER } from '../constants';
import type { Shopper } from '../operations/cart';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The guest cart id a request carries (X-Cart-Id), or null; a malformed one is a 400. */
export function guestCartId(request: FastifyRequest): string | null {
  const raw = request.headers[CART_ID_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value) return null;
  if (!UUID.test(value)) throw httpError(400, 'X-Cart-Id must be a cart id');
  return value.toLowerCase();
}

/** The Idempotency-Key header: printable, at most 255 characters; null when not sent. */
export function idempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || key === '') return null;
  if (key.length > 255 || !/^[\x21-\x7e]+$/.test(key)) throw httpError(400, 'Idempotency-Key must be 1 to 255 printable characters');
  return key;
}

/** What the shop's operations need of a request: who is shopping and what their browser carries. */
export function shopperOf(request: FastifyRequest): Shopper {
  const token = request.headers[ORDER_TOKEN_HEADER];
  return {
    user: signedInUser(request),
    cartId: guestCartId(request),
    idempotencyKey: idempotencyKey(request),
    orderToken: (Array.isArray(token) ? token[0] : token) ?? '',
  };
}
