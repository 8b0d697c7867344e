import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  ErrorState,
  FormDialog,
  Input,
  PageHeader,
  Select,
  formatDate,
  useToast,
  errorText,
} from '@atlas/shell-kit';
import { useDiscounts, useSaveDiscount, type ShopDiscount } from '../../api/discounts';
import { StoreGate } from '../manage/store-gate';
import { Loading } from '../shared/loading';
import { formatPrice } from '../shared/money';
import { EMPTY_DISCOUNT, discountFields, formOf, type DiscountForm } from './discount-form';
import '../manage/manage.css';
import '../reports/reports.css';
import './discounts.css';
import { useStore } from '../../store/store-context';

const KINDS = [
  { value: 'percent', label: 'Percentage' },
  { value: 'fixed', label: 'Fixed amount' },
];

/** Where a code stands today: what a shopper typing it would meet. */
function standing(discount: ShopDiscount, now = Date.now()) {
  if (!discount.is_active) return { label: 'Off', tone: 'neutral' as const };
  if (discount.starts_at && Date.parse(discount.starts_at) > now) return { label: 'Scheduled', tone: 'info' as const };
  if (discount.ends_at && Date.parse(discount.ends_at) < now) return { label: 'Expired', tone: 'neutral' as const };
  if (discount.usage_limit !== null && discount.used_count >= discount.usage_limit) return { label: 'Used up', tone: 'warning' as const };
  return { label: 'Active', tone: 'success' as const };
}

const amountText = (discount: ShopDiscount) =>
  discount.kind === 'percent' ? `${discount.value}% off` : `${formatPrice(discount.value)} off`;

function windowText(discount: ShopDiscount) {
  if (!discount.starts_at && !discount.ends_at) return 'Always';
  if (!discount.ends_at) return `From ${formatDate(discount.starts_at!)}`;
  if (!discount.starts_at) return `Until ${formatDate(discount.ends_at)}`;
  return `${formatDate(discount.starts_at)} – ${formatDate(discount.ends_at)}`;
}

function usageText(discount: ShopDiscount) {
  const used = discount.usage_limit === null ? `${discount.used_count} used` : `${discount.used_count} of ${discount.usage_limit} used`;
  return discount.per_customer_limit === null ? used : `${used} · ${discount.per_customer_limit} per customer`;
}

function DiscountDialog({ discount, onClose }: { discount: ShopDiscount | null; onClose: () => void }) {
  const save = useSaveDiscount(useStore());
  const toast = useToast();
  const [form, setForm] = useState<DiscountForm>(discount ? formOf(discount) : EMPTY_DISCOUNT);
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof DiscountForm>(key: K, value: DiscountForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  const submit = async () => {
    setProblem(null);
    try {
      const saved = await save.mutateAsync({ id: discount?.id, fields: discountFields(form) });
      toast.success(discount ? `${saved.code} was saved` : `${saved.code} was created`);
      onClose();
    } catch (error) {
      setProblem(errorText(error, 'Failed to save the discount'));
    }
  };

  return (
    <FormDialog
      title={discount ? `Edit ${discount.code}` : 'New discount'}
      submitLabel={discount ? 'Save' : 'Create discount'}
      busy={save.isPending}
      canSubmit={Boolean(form.code.trim() && form.value.trim())}
      formClassName="shop-discount-form"
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Input
        label="Code"
        required
        value={form.code}
        onChange={(e) => set('code', e.target.value.toUpperCase())}
        hint="Letters, digits, - and _"
      />
      <Input label="Description" value={form.description} onChange={(e) => set('description', e.target.value)} />
      <Select label="Type" options={KINDS} value={form.kind} onChange={(e) => set('kind', e.target.value as DiscountForm['kind'])} />
      <Input
        label={form.kind === 'percent' ? 'Percent off' : 'Amount off ($)'}
        required
        type="number"
        min="0"
        step={form.kind === 'percent' ? '1' : '0.01'}
        value={form.value}
        onChange={(e) => set('value', e.target.value)}
      />
      <Input
        label="Minimum order ($)"
        type="number"
        min="0"
        step="0.01"
        value={form.minimum_subtotal}
        onChange={(e) => set('minimum_subtotal', e.target.value)}
      />
      <Input
        label="Starts"
        type="datetime-local"
        value={form.starts_at}
        onChange={(e) => set('starts_at', e.target.value)}
        hint="Empty: at once"
      />
      <Input label="Ends" type="datetime-local" value={form.ends_at} onChange={(e) => set('ends_at', e.target.value)} hint="Empty: never" />
      <Input
        label="Usage limit"
        type="number"
        min="1"
        step="1"
        value={form.usage_limit}
        onChange={(e) => set('usage_limit', e.target.value)}
        hint="Empty: no limit"
      />
      <Input
        label="Uses per customer"
        type="number"
        min="1"
        step="1"
        value={form.per_customer_limit}
        onChange={(e) => set('per_customer_limit', e.target.value)}
        hint="Empty: no limit"
      />
      <label className="shop-check shop-discount-form__wide">
        <input type="checkbox" checked={form.is_active} onChange={(e) => set('is_active', e.target.checked)} />
        Active: shoppers can use it within its dates
      </label>
      {/* Last in the form, beside the buttons: on a phone the top of the dialog is scrolled away. */}
      {problem && (
        <p className="atlas-field__error shop-discount-form__wide" role="alert">
          {problem}
        </p>
      )}
    </FormDialog>
  );
}

function DiscountRow({ discount, onEdit }: { discount: ShopDiscount; onEdit: () => void }) {
  const save = useSaveDiscount(useStore());
  const toast = useToast();
  const state = standing(discount);
  const toggle = async () => {
    try {
      await save.mutateAsync({ id: discount.id, fields: { is_active: !discount.is_active } });
    } catch (error) {
      toast.error(errorText(error, 'Failed to save the discount'));
    }
  };
  return (
    <tr>
      <td data-label="Code">
        <strong className="shop-discount-code">{discount.code}</strong>
        {discount.description && <span className="shop-report-table__options">{discount.description}</span>}
      </td>
      <td data-label="Discount">
        {amountText(discount)}
        {discount.minimum_subtotal > 0 && (
          <span className="shop-report-table__options">Orders from {formatPrice(discount.minimum_subtotal)}</span>
        )}
      </td>
      <td data-label="Dates">{windowText(discount)}</td>
      <td data-label="Usage">{usageText(discount)}</td>
      <td data-label="Status">
        <Badge tone={state.tone}>{state.label}</Badge>
      </td>
      <td data-label="Actions">
        <span className="shop-discount-actions">
          <Button size="sm" variant="secondary" onClick={onEdit}>
            Edit<span className="atlas-visually-hidden"> {discount.code}</span>
          </Button>
          <Button size="sm" variant="secondary" loading={save.isPending} onClick={() => void toggle()}>
            {discount.is_active ? 'Switch off' : 'Switch on'}
            <span className="atlas-visually-hidden"> {discount.code}</span>
          </Button>
        </span>
      </td>
    </tr>
  );
}

function DiscountsScreen() {
  const discounts = useDiscounts(useStore());
  const [editing, setEditing] = useState<ShopDiscount | 'new' | null>(null);
  const list = discounts.data ?? [];

  return (
    <div className="atlas-screen shop-report">
      <PageHeader
        title="Discounts"
        subtitle="Codes shoppers enter at checkout: a percentage or an amount off, within dates and a usage limit."
        actions={<Button onClick={() => setEditing('new')}>New discount</Button>}
      />
      {discounts.isPending ? (
        <Loading label="Loading discounts..." />
      ) : discounts.isError ? (
        <ErrorState message={errorText(discounts.error, 'Failed to load discounts')} onRetry={() => void discounts.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          title="No discount codes yet"
          description="Create a code for a sale, a newsletter or a first order."
          action={<Button onClick={() => setEditing('new')}>New discount</Button>}
        />
      ) : (
        <Card>
          <table className="shop-table shop-report-table">
            <thead>
              <tr>
                <th>Code</th>
                <th>Discount</th>
                <th>Dates</th>
                <th>Usage</th>
                <th>Status</th>
                <th>
                  <span className="atlas-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((discount) => (
                <DiscountRow key={discount.id} discount={discount} onEdit={() => setEditing(discount)} />
              ))}
            </tbody>
          </table>
        </Card>
      )}
      {editing && <DiscountDialog discount={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

/** /dashboard/ecommerce/discounts and /dashboard/sites/:siteId/shop/discounts: the store's discount codes (staff; a site's admins). */
export function Discounts() {
  return (
    <StoreGate need="manage" description="Only staff members can manage discounts.">
      <DiscountsScreen />
    </StoreGate>
  );
}
