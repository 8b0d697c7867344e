import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Badge, Button, Card, EmptyState, ErrorState, Input, PageHeader, Pagination, Select, useToast, errorText } from '@atlas/shell-kit';
import { PRODUCT_PAGE_SIZE, PRODUCT_STATUSES } from '@atlas/commerce/contract';
import { useBrands, useCategories } from '../../api/catalogue';
import { useCreateTaxonomy, useManagedProducts } from '../../api/product-admin';
import { Loading } from '../shared/loading';
import { formatPrice } from '../shared/money';
import { statusLabel } from '../shared/order-status';
import { useUrlFilters } from '../shared/url-filters';
import { StoreGate } from './store-gate';
import './manage.css';
import { useStore } from '../../store/store-context';
import { useStoreAllows } from '../../store/store-access';
import { useStorePaths } from '../../store/store-paths';

const STATUS_TONES = { active: 'success', draft: 'warning', archived: 'neutral' } as const;

export function ProductStatusBadge({ status }: { status: string }) {
  return <Badge tone={STATUS_TONES[status as keyof typeof STATUS_TONES] ?? 'neutral'}>{statusLabel(status)}</Badge>;
}

/** Adds a category or a brand by name (the catalogue lists them; there is no rename or delete). */
function TaxonomyCard({ kind }: { kind: 'categories' | 'brands' }) {
  const store = useStore();
  const categories = useCategories(store);
  const brands = useBrands(store);
  const create = useCreateTaxonomy(store, kind);
  const edits = useStoreAllows('catalogue');
  const toast = useToast();
  const [name, setName] = useState('');
  const list = kind === 'categories' ? categories.data : brands.data;
  const noun = kind === 'categories' ? 'category' : 'brand';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    try {
      await create.mutateAsync(name.trim());
      setName('');
      toast.success(`The ${noun} ${name.trim()} was added`);
    } catch (error) {
      toast.error(errorText(error, `Failed to add the ${noun}`));
    }
  };

  return (
    <Card title={kind === 'categories' ? 'Categories' : 'Brands'}>
      <p className="shop-inline-links">
        {(list ?? []).map((entry) => (
          <span key={entry.id} className="shop-chip">
            {entry.name} <span className="shop-muted">({entry.product_count})</span>
          </span>
        ))}
        {list?.length === 0 && <span className="shop-muted">None yet.</span>}
      </p>
      {edits && (
        <form className="shop-inline-form" onSubmit={submit}>
          <Input label={`New ${noun}`} value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
          <Button type="submit" variant="secondary" disabled={!name.trim()} loading={create.isPending}>
            Add
          </Button>
        </form>
      )}
    </Card>
  );
}

function ProductTable() {
  const { params, setFilter, page } = useUrlFilters();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const query = useMemo(() => {
    const q: Record<string, string> = {};
    for (const key of ['search', 'status', 'page'] as const) {
      const value = params.get(key);
      if (value) q[key] = value;
    }
    return q;
  }, [params]);
  const products = useManagedProducts(useStore(), query);
  const paths = useStorePaths();
  const results = products.data?.results ?? [];
  const pageCount = Math.max(1, Math.ceil((products.data?.count ?? 0) / PRODUCT_PAGE_SIZE));

  return (
    <Card>
      <div className="shop-manage__toolbar">
        <form
          className="shop-inline-form"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setFilter('search', search.trim());
          }}
        >
          <Input label="Search products" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
        <Select
          label="Status"
          value={params.get('status') ?? ''}
          options={[{ value: '', label: 'All statuses' }, ...PRODUCT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))]}
          onChange={(event) => setFilter('status', event.target.value)}
        />
      </div>
      {products.isPending ? (
        <Loading label="Loading products..." />
      ) : products.isError ? (
        <ErrorState message="Failed to load products" onRetry={() => void products.refetch()} />
      ) : results.length === 0 ? (
        <EmptyState title="No products found" />
      ) : (
        <div className="shop-table-wrap">
          <table className="shop-table">
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">SKU</th>
                <th scope="col">Price</th>
                <th scope="col">Stock</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {results.map((product) => (
                <tr key={product.id}>
                  <td data-label="Product">
                    <span className="shop-table__product">
                      {product.main_image ? <img src={product.main_image} alt="" /> : <span className="shop-table__no-image" />}
                      <Link to={paths.product(product.slug)}>{product.name}</Link>
                      {product.featured && <Badge tone="info">Featured</Badge>}
                    </span>
                  </td>
                  <td data-label="SKU">{product.sku || '—'}</td>
                  <td data-label="Price">{formatPrice(product.price)}</td>
                  <td data-label="Stock">
                    {product.manage_stock ? product.stock_quantity : 'Not tracked'}
                    {product.is_low_stock && product.is_in_stock && ' (low)'}
                    {!product.is_in_stock && ' (out)'}
                  </td>
                  <td data-label="Status">
                    <ProductStatusBadge status={product.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} onPageChange={(next) => setFilter('page', String(next))} />
    </Card>
  );
}

/** The store's product actions: the platform's catalogue to look at, and a new product for those who may. */
function ProductActions() {
  const store = useStore();
  const paths = useStorePaths();
  const edits = useStoreAllows('catalogue');
  return (
    <>
      {store.site === null && (
        <Link className="atlas-btn atlas-btn--secondary atlas-btn--md" to="/dashboard/products">
          View Catalogue
        </Link>
      )}
      {edits && (
        <Link className="atlas-btn atlas-btn--primary atlas-btn--md" to={paths.newProduct}>
          New Product
        </Link>
      )}
    </>
  );
}

/**
 * /dashboard/products/manage and /dashboard/sites/:siteId/shop/products: every product of the store (drafts
 * too), and its categories and brands. Staff (platform) or any member of the site; editors and up change them.
 */
export function ProductManager() {
  return (
    <StoreGate need="read">
      <div className="atlas-screen shop-manage">
        <PageHeader title="Manage Products" subtitle="Products, drafts, stock, categories and brands." actions={<ProductActions />} />
        <ProductTable />
        <div id="categories" className="shop-manage__taxonomy">
          <TaxonomyCard kind="categories" />
          <TaxonomyCard kind="brands" />
        </div>
      </div>
    </StoreGate>
  );
}
