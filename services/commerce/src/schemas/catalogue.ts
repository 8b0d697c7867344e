import { Id, NullableId, OrNull, Type } from '@atlas/service-kit';
import { PRODUCT_SORTS, PRODUCT_STATUSES } from '../constants';
import { PRODUCT_SLUG, PRODUCT_SLUG_MAX_LENGTH, PRODUCT_SLUG_PROBLEM } from '../rules/product-rules';
import { Review } from './shopping';
import { StoreQuery } from './shops';

const Money = Type.Number();
const NullableString = Type.Union([Type.String(), Type.Null()]);
/** The store a thing belongs to: its site's id, null for the platform's store. */
const StoreSite = Type.Union([Type.Integer(), Type.Null()]);

export const Category = Type.Object({
  id: Type.Integer(),
  site: StoreSite,
  name: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  product_count: Type.Integer(),
});
export const Brand = Type.Object({
  id: Type.Integer(),
  site: StoreSite,
  name: Type.String(),
  slug: Type.String(),
  product_count: Type.Integer(),
});
export const CategoryList = Type.Object({ results: Type.Array(Category), count: Type.Integer() });
export const BrandList = Type.Object({ results: Type.Array(Brand), count: Type.Integer() });
const Ref = Type.Union([Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() }), Type.Null()]);

export const Attribute = Type.Object({
  attribute_name: Type.String(),
  value: Type.String(),
  attribute_type: Type.String(),
  color_code: NullableString,
});
export const Variation = Type.Object({
  id: Type.Integer(),
  sku: Type.String(),
  price: Money,
  regular_price: Money,
  is_on_sale: Type.Boolean(),
  stock_quantity: Type.Integer(),
  is_in_stock: Type.Boolean(),
  is_active: Type.Boolean(),
  attributes: Type.Array(Attribute),
});
export const ProductImage = Type.Object({ id: Type.Integer(), image: Type.String(), alt_text: Type.String() });

const productFields = {
  id: Type.Integer(),
  site: StoreSite,
  slug: Type.String(),
  name: Type.String(),
  short_description: Type.String(),
  main_image: NullableString,
  price: Money,
  regular_price: Money,
  sale_price: Type.Union([Money, Type.Null()]),
  is_on_sale: Type.Boolean(),
  discount_percentage: Type.Integer(),
  rating_average: Type.Number(),
  rating_count: Type.Integer(),
  is_in_stock: Type.Boolean(),
  is_low_stock: Type.Boolean(),
  stock_quantity: Type.Integer(),
  manage_stock: Type.Boolean(),
  allow_backorders: Type.Boolean(),
  low_stock_threshold: Type.Integer(),
  status: Type.String(),
  featured: Type.Boolean(),
  sku: Type.String(),
  category: Ref,
  brand: Ref,
  has_variations: Type.Boolean(),
  created_at: Type.String(),
};
export const ProductSummary = Type.Object(productFields);
export const Product = Type.Object({
  ...productFields,
  description: Type.String(),
  weight: Type.Number(),
  images: Type.Array(ProductImage),
  variations: Type.Array(Variation),
  updated_at: Type.String(),
});
export const ProductList = Type.Object({
  results: Type.Array(ProductSummary),
  count: Type.Integer(),
  next: Type.Union([Type.Integer(), Type.Null()]),
  previous: Type.Union([Type.Integer(), Type.Null()]),
});

const Flag = Type.Optional(
  Type.Union([Type.Boolean(), Type.Enum(['true', 'false', '1', '0', ''])], { errorMessage: '{path} must be true or false' }),
);
const Price = Type.Optional(Type.Number({ minimum: 0, maximum: 10_000_000, errorMessage: '{path} must be a price from 0 to 10000000' }));
export const ProductQuery = Type.Object({
  ...StoreQuery,
  category: Type.Optional(Type.String({ maxLength: 100, errorMessage: '{path} must be a category slug or id' })),
  brand: Type.Optional(Type.String({ maxLength: 100, errorMessage: '{path} must be a brand slug or id' })),
  min_price: Price,
  max_price: Price,
  search: Type.Optional(Type.String({ maxLength: 200, errorMessage: '{path} must be at most 200 characters' })),
  // The products a page's commerce blocks show, by slug, comma-separated (the public renderer reads them in one call).
  slugs: Type.Optional(
    Type.String({
      maxLength: 2000,
      pattern: '^[a-z0-9-]+(,[a-z0-9-]+){0,49}$',
      errorMessage: '{path} must be up to 50 product slugs separated by commas',
    }),
  ),
  sort: Type.Optional(
    Type.Enum(
      PRODUCT_SORTS.map((s) => s.value),
      { errorMessage: `{path} must be one of ${PRODUCT_SORTS.map((s) => s.value).join(', ')}` },
    ),
  ),
  ordering: Type.Optional(
    Type.Enum(
      PRODUCT_SORTS.map((s) => s.value),
      { errorMessage: '{path} must be a sort of the catalogue' },
    ),
  ),
  featured: Flag,
  in_stock: Flag,
  on_sale: Flag,
  status: Type.Optional(Type.Enum([...PRODUCT_STATUSES, 'all'], { errorMessage: '{path} must be active, draft, archived or all' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, errorMessage: '{path} must be a whole number from 1 to 100000' })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, errorMessage: '{path} must be a whole number from 1 to 100' })),
});

/** `?site=` of a route that works in one store (absent: the platform's). */
export const StoreQueryString = Type.Object(StoreQuery);

export const SlugParams = Type.Object({
  slug: Type.String({ minLength: 1, maxLength: 120, pattern: '^[A-Za-z0-9_-]+$', errorMessage: 'params/slug must be a product slug' }),
});

// Staff writes.
const MoneyInput = (what: string) =>
  Type.Number({
    minimum: 0,
    maximum: 1_000_000,
    multipleOf: 0.01,
    errorMessage: `${what} must be an amount from 0 to 1000000 with at most two decimals`,
  });
const Stock = Type.Integer({ minimum: -1_000_000, maximum: 1_000_000, errorMessage: 'stock_quantity must be a whole number' });
const AttributeInput = Type.Object(
  {
    attribute_name: Type.String({ minLength: 1, maxLength: 50, errorMessage: 'attribute_name is required (at most 50 characters)' }),
    value: Type.String({ minLength: 1, maxLength: 50, errorMessage: 'value is required (at most 50 characters)' }),
    attribute_type: Type.Optional(
      Type.Enum(['select', 'color', 'size', 'text'], { errorMessage: 'attribute_type must be select, color, size or text' }),
    ),
    color_code: Type.Optional(
      Type.Union([Type.String({ pattern: '^#[0-9A-Fa-f]{6}$' }), Type.Null()], {
        errorMessage: 'color_code must be a colour like #1A2B3C',
      }),
    ),
  },
  { additionalProperties: false },
);
const productInput = {
  name: Type.String({ minLength: 1, maxLength: 200, errorMessage: 'Name is required (at most 200 characters)' }),
  slug: Type.String({ maxLength: PRODUCT_SLUG_MAX_LENGTH, pattern: PRODUCT_SLUG.source, errorMessage: PRODUCT_SLUG_PROBLEM }),
  sku: Type.String({ maxLength: 64, errorMessage: 'SKU must be at most 64 characters' }),
  short_description: Type.String({ maxLength: 500, errorMessage: 'Short description must be at most 500 characters' }),
  description: Type.String({ maxLength: 20_000, errorMessage: 'Description must be at most 20000 characters' }),
  regular_price: MoneyInput('regular_price'),
  sale_price: OrNull(MoneyInput('sale_price'), { errorMessage: 'sale_price must be an amount or null' }),
  stock_quantity: Stock,
  manage_stock: Type.Boolean(),
  allow_backorders: Type.Boolean(),
  low_stock_threshold: Type.Integer({ minimum: 0, maximum: 100_000, errorMessage: 'low_stock_threshold must be a whole number from 0' }),
  status: Type.Enum([...PRODUCT_STATUSES], { errorMessage: 'status must be active, draft or archived' }),
  featured: Type.Boolean(),
  weight: Type.Number({ minimum: 0, maximum: 100_000, errorMessage: 'weight must be a number from 0' }),
  category: NullableId(),
  brand: NullableId(),
};
export const ProductUpdate = Type.Partial(Type.Object(productInput), { additionalProperties: false });
/** A new product: `site` names its store (absent: the platform's); a product never moves to another store. */
export const ProductCreate = Type.Object(
  { ...ProductUpdate.properties, ...StoreQuery, name: productInput.name, regular_price: productInput.regular_price },
  { additionalProperties: false },
);

export const VariationInput = Type.Object(
  {
    sku: Type.Optional(Type.String({ maxLength: 64, errorMessage: 'SKU must be at most 64 characters' })),
    regular_price: Type.Optional(OrNull(MoneyInput('regular_price'))),
    sale_price: Type.Optional(OrNull(MoneyInput('sale_price'))),
    stock_quantity: Type.Optional(Stock),
    is_active: Type.Optional(Type.Boolean()),
    attributes: Type.Optional(
      Type.Array(AttributeInput, { minItems: 1, maxItems: 5, errorMessage: 'attributes must be a list of 1 to 5 attributes' }),
    ),
  },
  { additionalProperties: false },
);
export const VariationParams = Type.Object({ slug: SlugParams.properties.slug, variation: Id() });
export const ImageParams = Type.Object({ slug: SlugParams.properties.slug, image: Id() });
export const ImageAltBody = Type.Object({ alt_text: Type.String({ maxLength: 200 }) });

export const NamedInput = Type.Object(
  {
    ...StoreQuery,
    name: Type.String({ minLength: 1, maxLength: 100, errorMessage: 'Name is required (at most 100 characters)' }),
    description: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);

export const ReviewParams = Type.Object({ slug: SlugParams.properties.slug, review: Id() });
/** A review as its product's answers show it, with the store it was written in. */
export const StoreReview = Type.Object({ ...Review.properties, site: StoreSite });
export const StoreReviewList = Type.Object({ results: Type.Array(StoreReview), count: Type.Integer() });

export { Id };
