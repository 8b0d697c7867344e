import { siteCopyRepository } from '@atlas/service-kit';
import { SCHEMA, type Db } from './db';
import { catalogueRepository } from './catalogue';
import { cartRepository } from './carts';
import { discountRepository } from './discounts';
import { orderRepository } from './orders';
import { reportRepository } from './reports';
import { reviewRepository } from './reviews';
import { shopRepository } from './shops';
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
    shops: shopRepository(db),
    /** The kit's copy of sites and their members (the stores' owners and roles). */
    sites: siteCopyRepository(db, SCHEMA),
    stock: stockRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
