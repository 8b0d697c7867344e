import type { ShopCurrency } from '@atlas/commerce/contract';
import type { ShopSettings, ShopSettingsChanges } from '../../api/shop-settings';

/** The Shop settings form as typed: amounts are text until they are sent. */
export interface ShopSettingsForm {
  enabled: boolean;
  currency: ShopCurrency;
  order_email: string;
  terms_page: string;
  shipping_flat: string;
  tax_rate: string;
}

export type ShopSettingsErrors = Partial<Record<keyof ShopSettingsForm | 'form', string>>;

export const settingsForm = (settings: ShopSettings): ShopSettingsForm => ({
  enabled: settings.enabled,
  currency: settings.currency,
  order_email: settings.order_email ?? '',
  terms_page: settings.terms_page ?? '',
  shipping_flat: String(settings.shipping_flat),
  tax_rate: String(settings.tax_rate),
});

const AMOUNT = /^\d+(\.\d{1,2})?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the service would refuse, said before sending (the service's ranges: shipping 0–10000, tax 0–100). */
export function settingsProblems(form: ShopSettingsForm): ShopSettingsErrors {
  const problems: ShopSettingsErrors = {};
  const email = form.order_email.trim();
  if (email && !EMAIL.test(email)) problems.order_email = 'Enter an e-mail address, or leave it empty';
  const shipping = form.shipping_flat.trim();
  if (!AMOUNT.test(shipping) || Number(shipping) > 10000) problems.shipping_flat = 'Shipping must be an amount from 0 to 10000';
  const tax = form.tax_rate.trim();
  if (!AMOUNT.test(tax) || Number(tax) > 100) problems.tax_rate = 'Tax rate must be a percentage from 0 to 100';
  return problems;
}

/** The PUT body: every setting, a terms page left empty as null. */
export const settingsChanges = (form: ShopSettingsForm): ShopSettingsChanges => ({
  enabled: form.enabled,
  currency: form.currency,
  order_email: form.order_email.trim(),
  terms_page: form.terms_page || null,
  shipping_flat: Number(form.shipping_flat.trim()),
  tax_rate: Number(form.tax_rate.trim()),
});
