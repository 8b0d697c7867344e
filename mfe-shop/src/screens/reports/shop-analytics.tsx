import { Button, Card, ErrorState, Input, PageHeader, formatCount, errorText } from '@atlas/shell-kit';
import { useSalesReport, type ShopSalesReport } from '../../api/reports';
import { StoreGate } from '../manage/store-gate';
import { Loading } from '../shared/loading';
import { formatPrice } from '../shared/money';
import { useUrlFilters } from '../shared/url-filters';
import { daysIn, lastDays } from './report-range';
import '../manage/manage.css';
import './reports.css';
import { useStore } from '../../store/store-context';

const PRESETS = [
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
  { days: 365, label: 'Last 12 months' },
];
const DEFAULT_DAYS = 30;

function Figures({ report }: { report: ShopSalesReport }) {
  const cancelled = report.cancelled_orders;
  const cards = [
    { label: 'Revenue', value: formatPrice(report.total_revenue), note: 'Order totals, shipping and tax included' },
    {
      label: 'Orders',
      value: formatCount(report.total_orders),
      note: cancelled ? `${formatCount(cancelled)} cancelled or refunded, not counted` : 'None cancelled',
    },
    { label: 'Avg Order Value', value: formatPrice(report.average_order_value), note: 'Revenue per order' },
    { label: 'Customers', value: formatCount(report.total_customers), note: 'Who placed those orders' },
    { label: 'Units Sold', value: formatCount(report.units_sold), note: 'Items in those orders' },
    { label: 'Discounts Given', value: formatPrice(report.discount_total), note: 'Taken off by discount codes' },
  ];
  return (
    <div className="shop-report-figures">
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

/** Revenue per day as bars; the numbers themselves are in each bar's title and the summary below. */
function RevenueByDay({ days }: { days: ShopSalesReport['by_day'] }) {
  const highest = Math.max(...days.map((day) => day.revenue), 0);
  const best = days.reduce<ShopSalesReport['by_day'][number] | null>((top, day) => (!top || day.revenue > top.revenue ? day : top), null);
  return (
    <Card title="Revenue by Day">
      {highest === 0 ? (
        <p className="shop-muted">No sales in this range.</p>
      ) : (
        <>
          <div className="shop-report-bars" role="img" aria-label={`Revenue per day, highest ${formatPrice(highest)} on ${best?.date}`}>
            {days.map((day) => (
              <span
                key={day.date}
                className="shop-report-bars__bar"
                style={{ height: `${Math.max(day.revenue > 0 ? 2 : 0, (day.revenue / highest) * 100)}%` }}
                title={`${day.date}: ${formatPrice(day.revenue)}, ${day.orders} order${day.orders === 1 ? '' : 's'}`}
              />
            ))}
          </div>
          <p className="shop-report-bars__axis shop-muted">
            <span>{days[0]?.date}</span>
            <span>
              Best day {best?.date}: {formatPrice(highest)}
            </span>
            <span>{days.at(-1)?.date}</span>
          </p>
        </>
      )}
    </Card>
  );
}

function TopProducts({ products }: { products: ShopSalesReport['top_products'] }) {
  return (
    <Card title="Top Products">
      {products.length === 0 ? (
        <p className="shop-muted">No products sold in this range.</p>
      ) : (
        <table className="shop-table shop-report-table">
          <thead>
            <tr>
              <th>Product</th>
              <th>Units sold</th>
              <th>Revenue</th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => (
              <tr key={`${product.product_id}-${product.product_name}`}>
                <td data-label="Product">{product.product_name}</td>
                <td data-label="Units sold">{formatCount(product.quantity_sold)}</td>
                <td data-label="Revenue">{formatPrice(product.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

function SalesReportScreen() {
  const { params, setFilters } = useUrlFilters();
  const preset = lastDays(DEFAULT_DAYS);
  const range = { from: params.get('from') || preset.from, to: params.get('to') || preset.to };
  const valid = daysIn(range) > 0;
  const report = useSalesReport(useStore(), range, valid);
  const choose = (days: number) => setFilters(lastDays(days));
  const activePreset = PRESETS.find((p) => {
    const last = lastDays(p.days);
    return last.from === range.from && last.to === range.to;
  });

  return (
    <div className="atlas-screen shop-report">
      <PageHeader title="Shop Analytics" subtitle="Sales from the shop's orders; cancelled and refunded orders are not counted." />
      <div className="shop-report__range" role="group" aria-label="Date range">
        {PRESETS.map((p) => (
          <Button
            key={p.days}
            size="sm"
            variant={activePreset === p ? 'primary' : 'secondary'}
            aria-pressed={activePreset === p}
            onClick={() => choose(p.days)}
          >
            {p.label}
          </Button>
        ))}
        <Input
          label="From"
          type="date"
          value={range.from}
          max={range.to}
          onChange={(e) => e.target.value && setFilters({ from: e.target.value, to: range.to })}
        />
        <Input
          label="To"
          type="date"
          value={range.to}
          min={range.from}
          onChange={(e) => e.target.value && setFilters({ from: range.from, to: e.target.value })}
        />
      </div>
      <p className="shop-muted shop-report__note">Days are counted in UTC.</p>
      {!valid ? (
        <ErrorState message="The start must not be after the end" />
      ) : report.isPending ? (
        <Loading label="Loading analytics..." />
      ) : report.isError ? (
        <ErrorState
          message={errorText(report.error, 'Failed to load analytics data')}
          onRetry={() => void report.refetch()}
          retryLabel="Try Again"
        />
      ) : (
        <>
          <Figures report={report.data} />
          <div className="shop-report__grid">
            <RevenueByDay days={report.data.by_day} />
            <TopProducts products={report.data.top_products} />
          </div>
        </>
      )}
    </div>
  );
}

/** /dashboard/ecommerce/analytics: revenue, orders, average order value and best sellers over a range of days (staff). */
export function ShopAnalytics() {
  return (
    <StoreGate need="read" description="Only staff members can see the shop's analytics.">
      <SalesReportScreen />
    </StoreGate>
  );
}
