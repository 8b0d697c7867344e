import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, EmptyState, ErrorState, Input, PageHeader, Pagination, Select, useAuth } from '@atlas/shell-kit';
import { DEFAULT_PRODUCT_SORT, PRODUCT_PAGE_SIZE, PRODUCT_SORTS } from '@atlas/commerce/contract';
import { useBrands, useCategories, useProducts } from '../../api/catalogue';
import { Loading } from '../shared/loading';
import { useShopPaths } from '../shared/shop-paths';
import { useUrlFilters } from '../shared/url-filters';
import { ProductCard } from './product-card';
import './catalogue.css';
import { useStore } from '../../store/store-context';

/** The catalogue's filters, as the address and the API name them. */
const FILTER_KEYS = ['category', 'brand', 'min_price', 'max_price', 'search', 'sort', 'in_stock', 'on_sale', 'featured', 'page'] as const;
const FLAGS = [
  { key: 'in_stock', label: 'In stock only' },
  { key: 'on_sale', label: 'On sale' },
  { key: 'featured', label: 'Featured' },
] as const;

/** /shop, /shop/products and /dashboard/products: the product grid with its filters, sort and pages. */
export function Catalogue() {
  const paths = useShopPaths();
  const { isStaff } = useAuth();
  const { params, setFilter, setFilters, page } = useUrlFilters();
  const [showFilters, setShowFilters] = useState(false);
  const [search, setSearch] = useState(params.get('search') ?? '');
  const [minPrice, setMinPrice] = useState(params.get('min_price') ?? '');
  const [maxPrice, setMaxPrice] = useState(params.get('max_price') ?? '');
  const store = useStore();
  const categories = useCategories(store);
  const brands = useBrands(store);

  const query = useMemo(() => {
    const q: Record<string, string> = {};
    for (const key of FILTER_KEYS) {
      const value = params.get(key);
      if (value) q[key] = value;
    }
    return q;
  }, [params]);
  const products = useProducts(store, query);
  const results = products.data?.results ?? [];
  const count = products.data?.count ?? 0;
  const pageCount = Math.max(1, Math.ceil(count / PRODUCT_PAGE_SIZE));
  const filtered = FILTER_KEYS.some((key) => key !== 'sort' && key !== 'page' && params.get(key));

  const applySearch = (event: FormEvent) => {
    event.preventDefault();
    setFilter('search', search.trim());
  };
  const applyPrices = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ min_price: minPrice.trim(), max_price: maxPrice.trim() });
  };
  const clearFilters = () => {
    setSearch('');
    setMinPrice('');
    setMaxPrice('');
    setFilters(Object.fromEntries(FILTER_KEYS.filter((key) => key !== 'sort').map((key) => [key, ''])));
  };

  return (
    <div className="atlas-screen shop-catalogue">
      <PageHeader
        title="Products"
        subtitle={products.data ? `${count} ${count === 1 ? 'product' : 'products'}` : 'Browse the catalogue.'}
        actions={
          isStaff && !paths.isPublic ? (
            <Link className="atlas-btn atlas-btn--secondary atlas-btn--md" to="/dashboard/products/manage">
              Manage Products
            </Link>
          ) : undefined
        }
      />
      <div className="shop-catalogue__toolbar">
        <form className="shop-catalogue__search" role="search" onSubmit={applySearch}>
          <Input label="Search products" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
        <Select
          label="Sort by"
          value={params.get('sort') ?? DEFAULT_PRODUCT_SORT}
          options={PRODUCT_SORTS.map((sort) => ({ value: sort.value, label: sort.label }))}
          onChange={(event) => setFilter('sort', event.target.value === DEFAULT_PRODUCT_SORT ? '' : event.target.value)}
        />
        <Button
          variant="secondary"
          className="shop-catalogue__filters-toggle"
          aria-expanded={showFilters}
          aria-controls="shop-filters"
          onClick={() => setShowFilters((open) => !open)}
        >
          Filters
        </Button>
      </div>
      <div className="shop-catalogue__layout">
        <aside id="shop-filters" className={`shop-filters${showFilters ? ' shop-filters--open' : ''}`} aria-label="Filters">
          <Select
            label="Category"
            value={params.get('category') ?? ''}
            options={[{ value: '', label: 'All categories' }, ...(categories.data ?? []).map((c) => ({ value: c.slug, label: c.name }))]}
            onChange={(event) => setFilter('category', event.target.value)}
          />
          <Select
            label="Brand"
            value={params.get('brand') ?? ''}
            options={[{ value: '', label: 'All brands' }, ...(brands.data ?? []).map((b) => ({ value: b.slug, label: b.name }))]}
            onChange={(event) => setFilter('brand', event.target.value)}
          />
          <form className="shop-filters__prices" onSubmit={applyPrices}>
            <fieldset>
              <legend>Price</legend>
              <div className="shop-filters__price-row">
                <Input label="Min price" type="number" min={0} step="0.01" value={minPrice} onChange={(e) => setMinPrice(e.target.value)} />
                <Input label="Max price" type="number" min={0} step="0.01" value={maxPrice} onChange={(e) => setMaxPrice(e.target.value)} />
              </div>
              <Button type="submit" variant="secondary" size="sm">
                Apply Price
              </Button>
            </fieldset>
          </form>
          {FLAGS.map((flag) => (
            <label key={flag.key} className="shop-check">
              <input
                type="checkbox"
                checked={params.get(flag.key) === 'true'}
                onChange={(event) => setFilter(flag.key, event.target.checked ? 'true' : '')}
              />
              {flag.label}
            </label>
          ))}
          {filtered && (
            <Button variant="ghost" size="sm" onClick={clearFilters}>
              Clear Filters
            </Button>
          )}
        </aside>
        <section className="shop-catalogue__results" aria-label="Products" aria-busy={products.isFetching}>
          {products.isPending ? (
            <Loading label="Loading products..." />
          ) : products.isError ? (
            <ErrorState message="Failed to load products" onRetry={() => void products.refetch()} retrying={products.isFetching} />
          ) : results.length === 0 ? (
            <EmptyState
              title="No products found"
              description={filtered ? 'Try other filters.' : undefined}
              action={
                filtered ? (
                  <Button variant="secondary" onClick={clearFilters}>
                    Clear Filters
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <>
              <ul className="shop-grid">
                {results.map((product) => (
                  <ProductCard key={product.id} product={product} paths={paths} />
                ))}
              </ul>
              <Pagination page={page} pageCount={pageCount} onPageChange={(next) => setFilter('page', String(next))} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
