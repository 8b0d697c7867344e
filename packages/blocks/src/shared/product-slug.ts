// A shop product's slug, the one rule: the commerce service refuses a product body that breaks it (its
// contract re-exports this into the shop's screens), and a product block keeps only a slug that keeps it.
// Imports nothing: the shop's bundle takes this file alone (`@atlas/blocks/product-slug`).

/** Lower-case letters, digits and hyphens (empty in a product body: the service makes one from the name). */
export const PRODUCT_SLUG = /^[a-z0-9-]*$/;
export const PRODUCT_SLUG_MAX_LENGTH = 120;

/** A slug a product may have: not empty, of the pattern, at most the maximum length. */
export const isProductSlug = (slug: string) => slug !== '' && slug.length <= PRODUCT_SLUG_MAX_LENGTH && PRODUCT_SLUG.test(slug);
