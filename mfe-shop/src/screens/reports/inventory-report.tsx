import { Link } from 'react-router-dom';
import { Badge, Button, Card, EmptyState, ErrorState, PageHeader, Pagination, formatCount, errorText } from '@atlas/shell-kit';
import { useInventoryReport, type ShopInventoryItem, type ShopInventoryReport } from '../../api/reports';
import { StoreGate } from '../manage/store-gate';
import { Loading } from '../shared/loading';
import { formatPrice } from '../shared/money';
import { useUrlFilters } from '../shared/url-filters';
import '../manage/manage.css';
import './reports.css';
import { useStore } from '../../store/store-context';

const PAGE_SIZE = 25;
const STATES = [
  { value: '', label: 'All items' },
  { value: 'out_of_stock', label: 'Out of stock' },
  { value: 'low_stock', label: 'Low stock' },
  { value: 'in_stock', label: 'In stock' },
  { value: 'untracked', label: 'Not tracked' },
];
const STATE_BADGES: Record<ShopInventoryItem['state'], { label: string; tone: 'danger' | 'warning' | 'success' | 'neutral' }> = {
  out_of_stock: { label: 'Out of stock', tone: 'danger' },
  low_stock: { label: 'Low stock', tone: 'warning' },
  in_stock: { label: 'In stock', tone: 'success' },
  untracked: { label: 'Not tracked', tone: 'neutral' },
};

function Summary({ summary }: { summary: ShopInventoryReport['summary'] }) {
  const cards = [
    { label: 'Stock Value', value: formatPrice(summary.stock_value), note: "At today's selling prices" },
    {
      label: 'Units in Stock',
      value: formatCount(summary.units_in_stock),
      note: `${formatCount(summary.items)} item${summary.items === 1 ? '' : 's'}, ${formatCount(summary.untracked)} not tracked`,
    },
    { label: 'Low Stock', value: formatCount(summary.low_stock), note: 'At or below their threshold' },
    { label: 'Out of Stock', value: formatCount(summary.out_of_stock), note: 'None left to sell' },
  ];
  return (
    <div className="shop-stats">
      {cards.map((card) => (
        <div key={card.label} className="atlas-card shop-stat">
          <p className="shop-stat__label">{card.label}</p>
          <p className="shop-stat__value">{card.value}</p>
          <p className="shop-stat__note">{card.note}</p>
        </div>
      ))}
    </div>
  );
}

function StockRow({ item }: { item: ShopInventoryItem }) {
  const badge = STATE_BADGES[item.state];
  const tracked = item.state !== 'untracked';
  return (
    <tr>
      <td data-label="Product">
        <Link to={`/dashboard/products/manage/${item.product_slug}`}>{item.product_name}</Link>
        {item.options && <span className="shop-report-table__options">{item.options}</span>}
        {item.product_status !== 'active' && <span className="shop-report-table__options">Draft</span>}
      </td>
      <td data-label="SKU">{item.sku || '—'}</td>
      <td data-label="Stock">{tracked ? formatCount(item.stock_quantity) : '—'}</td>
      <td data-label="Low at">{tracked ? formatCount(item.low_stock_threshold) : '—'}</td>
      <td data-label="Price">{formatPrice(item.unit_price)}</td>
      <td data-label="Value">{tracked ? formatPrice(item.stock_value) : '—'}</td>
      <td data-label="State">
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </td>
    </tr>
  );
}

function InventoryReportScreen() {
  const { params, setFilter, page } = useUrlFilters();
  const state = params.get('state') ?? '';
  const report = useInventoryReport(useStore(), { state, page });
  const pageCount = Math.max(1, Math.ceil((report.data?.count ?? 0) / PAGE_SIZE));

  return (
    <div className="atlas-screen shop-report">
      <PageHeader title="Inventory Reports" subtitle="Stock of every product and variation, the most urgent first." />
      {report.isPending ? (
        <Loading label="Loading inventory..." />
      ) : report.isError ? (
        <ErrorState message={errorText(report.error, 'Failed to load the inventory report')} onRetry={() => void report.refetch()} />
      ) : (
        <>
          <Summary summary={report.data.summary} />
          <Card>
            <div className="shop-report__range" role="group" aria-label="Filter by stock">
              {STATES.map((option) => {
                const active = option.value === state;
                return (
                  <Button
                    key={option.label}
                    size="sm"
                    variant={active ? 'primary' : 'secondary'}
                    aria-pressed={active}
                    onClick={() => setFilter('state', active ? '' : option.value)}
                  >
                    {option.label}
                  </Button>
                );
              })}
            </div>
            {report.data.results.length === 0 ? (
              <EmptyState title="No items" description={state ? 'No item is in this state.' : 'The shop has no products yet.'} />
            ) : (
              <table className="shop-table shop-report-table">
                <thead>
                  <tr>
                    <th>Product</th>
                    <th>SKU</th>
                    <th>Stock</th>
                    <th>Low at</th>
                    <th>Price</th>
                    <th>Value</th>
                    <th>State</th>
                  </tr>
                </thead>
                <tbody>
                  {report.data.results.map((item) => (
                    <StockRow key={`${item.product_id}-${item.variation_id ?? 0}`} item={item} />
                  ))}
                </tbody>
              </table>
            )}
            <Pagination page={page} pageCount={pageCount} onPageChange={(next) => setFilter('page', String(next))} />
          </Card>
        </>
      )}
    </div>
  );
}

/** /dashboard/ecommerce/inventory: stock levels, low and out of stock, and the stock's value (staff). */
export function InventoryReport() {
  return (
    <StoreGate need="read" description="Only staff members can see the inventory reports.">
      <InventoryReportScreen />
    </StoreGate>
  );
}
