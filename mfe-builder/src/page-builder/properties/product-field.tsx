import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PLATFORM_STORE, productListQuery } from '@atlas/shell-kit';
import { productPick, type ProductCard } from '@atlas/commerce/contract';
import { formatPrice, pickOf, type Field, type ShopProductPick } from '@atlas/blocks';
import { useBuilderSite } from '../builder-site';

const RESULTS = 8;
const MAX_PICKS = 12;

/**
 * A product of the shop for a product block (kind 'product'), or an ordered list of them ('products').
 * The pick keeps the product's slug and what the catalogue says now; the public site refreshes it on every render.
 * It searches the store of the page's site (`?site=`), whose products the site's pages show.
 */
export function ProductField({
  field,
  value,
  onChange,
}: {
  field: Field & { kind: 'product' | 'products' };
  value: unknown;
  onChange(value: unknown): void;
}) {
  const many = field.kind === 'products';
  const picks: ShopProductPick[] = (many ? (Array.isArray(value) ? value : []) : [value])
    .map(pickOf)
    .filter((pick): pick is ShopProductPick => pick !== null);
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const searchId = useId();
  const site = useBuilderSite();
  const store = useMemo(() => (site === null ? PLATFORM_STORE : { site }), [site]);
  const results = useQuery(productListQuery(store, { search: query, page_size: String(RESULTS) }));
  const chosen = new Set(picks.map((pick) => pick.slug));

  const choose = (product: ProductCard) => {
    const pick = productPick(product);
    onChange(many ? [...picks, pick].slice(0, MAX_PICKS) : pick);
    setSearch('');
  };
  const remove = (slug: string) => onChange(many ? picks.filter((pick) => pick.slug !== slug) : null);
  const move = (index: number, by: number) => {
    const next = [...picks];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item);
    onChange(next);
  };
  const canAdd = many ? picks.length < MAX_PICKS : picks.length === 0;

  return (
    <fieldset className="atlas-field atlas-field--list atlas-product-field">
      <legend className="atlas-field__label">{field.label}</legend>
      {picks.length > 0 && (
        <ul className="atlas-product-field__picks">
          {picks.map((pick, index) => (
            <li key={pick.slug} className="atlas-product-field__pick">
              {pick.image && <img src={pick.image} alt="" width={40} height={40} />}
              <span className="atlas-product-field__name">
                {pick.name}
                <small>{`${formatPrice(pick.price)} · ${pick.availability_text || 'In stock'}`}</small>
              </span>
              {many && (
                <>
                  <button
                    type="button"
                    className="atlas-link-button"
                    aria-label={`Move ${pick.name} up`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="atlas-link-button"
                    aria-label={`Move ${pick.name} down`}
                    disabled={index === picks.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    ↓
                  </button>
                </>
              )}
              <button type="button" className="atlas-link-button" aria-label={`Remove ${pick.name}`} onClick={() => remove(pick.slug)}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {canAdd && (
        <>
          <label className="atlas-field__label" htmlFor={searchId}>
            {many ? 'Add a product' : 'Choose a product'}
          </label>
          <input
            id={searchId}
            className="atlas-field__input"
            type="search"
            placeholder="Search the shop"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {results.isPending ? (
            <p role="status">Loading products…</p>
          ) : results.isError ? (
            <p className="atlas-field__error" role="alert">
              Failed to load products
            </p>
          ) : (
            <ul className="atlas-product-field__results" aria-label="Products">
              {results.data.results.length === 0 && <li>No products match</li>}
              {results.data.results
                .filter((product) => !chosen.has(product.slug))
                .map((product) => (
                  <li key={product.slug}>
                    <button type="button" onClick={() => choose(product)}>
                      {product.main_image && <img src={product.main_image} alt="" width={32} height={32} />}
                      <span>{product.name}</span>
                      <small>{formatPrice(product.price)}</small>
                    </button>
                  </li>
                ))}
            </ul>
          )}
        </>
      )}
      <p className="atlas-field__hint">
        {picks.length
          ? "The published page shows the shop's current price and stock; the fields below apply only without a product."
          : 'Without a product the block shows the fields below.'}
      </p>
    </fieldset>
  );
}
