import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, ErrorState, Input, Select, errorText, fieldErrors, sitePagesQuery, useToast } from '@atlas/shell-kit';
import { SHOP_CURRENCIES } from '@atlas/commerce/contract';
import { useSaveShopSettings, useShopSettings, type ShopSettings } from '../../api/shop-settings';
import { useStore } from '../../store/store-context';
import { useStoreAllows } from '../../store/store-access';
import { StoreGate } from '../manage/store-gate';
import { Loading } from '../shared/loading';
import { settingsChanges, settingsForm, settingsProblems, type ShopSettingsErrors, type ShopSettingsForm } from './shop-settings-form';

const CURRENCY_OPTIONS = SHOP_CURRENCIES.map((code) => ({ value: code, label: code }));

/** A refusal's errors by field: the service names them by key, or by path for its schema's ('/tax_rate'). */
function refusedFields(error: unknown): ShopSettingsErrors {
  const found: ShopSettingsErrors = {};
  for (const [key, message] of Object.entries(fieldErrors(error))) found[key.replace(/^\//, '') as keyof ShopSettingsErrors] = message;
  return found;
}

function SettingsForm({ settings }: { settings: ShopSettings }) {
  const store = useStore();
  const toast = useToast();
  // Admins and the owner change the settings; other members read them.
  const manages = useStoreAllows('manage');
  const save = useSaveShopSettings(store);
  const pages = useQuery({ ...sitePagesQuery(store.site ?? 0), enabled: store.site !== null, retry: false });
  const [form, setForm] = useState<ShopSettingsForm>(() => settingsForm(settings));
  const [errors, setErrors] = useState<ShopSettingsErrors>({});

  const edit = <K extends keyof ShopSettingsForm>(key: K, value: ShopSettingsForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _cleared, form: _form, ...others }) => others);
  };
  const pageOptions = [
    { value: '', label: 'No terms page' },
    ...(pages.data ?? []).map((page) => ({ value: page.slug, label: page.title })),
    // A page the list does not hold (deleted, or the list not in yet) still shows what is set.
    ...(form.terms_page && !pages.data?.some((page) => page.slug === form.terms_page)
      ? [{ value: form.terms_page, label: form.terms_page }]
      : []),
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = settingsProblems(form);
    if (Object.keys(found).length > 0) return setErrors(found);
    try {
      const saved = await save.mutateAsync(settingsChanges(form));
      setForm(settingsForm(saved));
      toast.success('Shop settings saved');
    } catch (error) {
      setErrors({ ...refusedFields(error), form: errorText(error, 'Failed to save the shop settings') });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Shop settings">
      <Card title="Shop settings">
        {!manages && <p className="shop-muted">Only admins of this site can change the shop settings.</p>}
        <fieldset className="shop-settings__grid" disabled={!manages}>
          <label className="shop-check shop-settings__wide">
            <input type="checkbox" checked={form.enabled} onChange={(event) => edit('enabled', event.target.checked)} />
            Sell on this site
          </label>
          <Select
            label="Currency"
            value={form.currency}
            options={CURRENCY_OPTIONS}
            error={errors.currency}
            onChange={(event) => edit('currency', event.target.value as ShopSettingsForm['currency'])}
          />
          <Input
            label="Order e-mail"
            type="email"
            value={form.order_email}
            error={errors.order_email}
            hint="Where a copy of every order goes; empty: none"
            onChange={(event) => edit('order_email', event.target.value)}
          />
          <Select
            label="Terms page"
            value={form.terms_page}
            options={pageOptions}
            error={errors.terms_page}
            onChange={(event) => edit('terms_page', event.target.value)}
          />
          <Input
            label="Shipping (flat)"
            inputMode="decimal"
            value={form.shipping_flat}
            error={errors.shipping_flat}
            hint="Added to every order with items"
            onChange={(event) => edit('shipping_flat', event.target.value)}
          />
          <Input
            label="Tax rate (%)"
            inputMode="decimal"
            value={form.tax_rate}
            error={errors.tax_rate}
            onChange={(event) => edit('tax_rate', event.target.value)}
          />
        </fieldset>
        {errors.form && (
          <p className="shop-form-error" role="alert">
            {errors.form}
          </p>
        )}
        {manages && (
          <div className="shop-editor__actions">
            <Button type="submit" loading={save.isPending}>
              Save Settings
            </Button>
          </div>
        )}
      </Card>
    </form>
  );
}

/** /dashboard/sites/:siteId/shop/settings: whether the site sells, in what currency, its e-mail, terms, shipping and tax. */
export function ShopSettingsScreen() {
  const settings = useShopSettings(useStore());
  return (
    <StoreGate need="read">
      <div className="atlas-screen shop-settings">
        {settings.isPending ? (
          <Loading label="Loading settings..." />
        ) : settings.isError ? (
          <ErrorState message={errorText(settings.error, 'Failed to load the shop settings')} onRetry={() => void settings.refetch()} />
        ) : (
          <SettingsForm key={settings.data.updated_at ?? 'new'} settings={settings.data} />
        )}
      </div>
    </StoreGate>
  );
}
