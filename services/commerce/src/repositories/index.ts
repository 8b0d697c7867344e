import type { Db } from './db';
import { catalogueRepository } from './catalogue';
import { cartRepository } from './carts';
import { discountRepository } from './discounts';
import { orderRepository } from './orders';
import { reportRepository } from './reports';
import { reviewRepository } from './reviews';
import { stockRepository } from './stock';

/** Every table of the service behind one repository each; every method takes an optional transaction. */
export function createRepositories(db: Db) {
  return {
    catalogue: catalogueRepository(db),
    carts: cartRepository(db),
    discounts: discountRepository(db),
    orders: orderRepository(db),
    reports: reportRepository(db),
    reviews: reviewRepository(db),
    stock: stockRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
