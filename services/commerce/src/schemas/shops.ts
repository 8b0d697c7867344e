import { Id, OrNull, Type } from '@atlas/service-kit';
import { SHOP_CURRENCIES } from '../constants';

/** A site's shop settings as its members see them (money in the store's currency, tax a percentage). */
export const ShopSettingsAnswer = Type.Object({
  site: Type.Integer(),
  enabled: Type.Boolean(),
  currency: Type.String(),
  order_email: Type.Optional(Type.String()),
  terms_page: Type.Union([Type.String(), Type.Null()]),
  shipping_flat: Type.Number(),
  tax_rate: Type.Number(),
  updated_at: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

const EMAIL_PROBLEM = 'Order e-mail must be an e-mail address';
const TERMS_PROBLEM = 'Terms page must be a page slug or null';

/** What a site's admin may change (every field optional). */
export const ShopSettingsInput = Type.Object(
  {
    enabled: Type.Boolean({ errorMessage: 'enabled must be true or false' }),
    currency: Type.Enum([...SHOP_CURRENCIES], { errorMessage: `Currency must be one of ${SHOP_CURRENCIES.join(', ')}` }),
    // Each branch names the problem: the 400's detail is the first branch's error, not the union's.
    order_email: Type.Union(
      [Type.Literal('', { errorMessage: EMAIL_PROBLEM }), Type.String({ format: 'email', maxLength: 254, errorMessage: EMAIL_PROBLEM })],
      { errorMessage: EMAIL_PROBLEM },
    ),
    terms_page: OrNull(Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 120, errorMessage: TERMS_PROBLEM }), {
      errorMessage: TERMS_PROBLEM,
    }),
    shipping_flat: Type.Number({ minimum: 0, maximum: 10_000, errorMessage: 'Shipping must be an amount from 0 to 10000' }),
    tax_rate: Type.Number({ minimum: 0, maximum: 100, errorMessage: 'Tax rate must be a percentage from 0 to 100' }),
  },
  { additionalProperties: false },
);
/** PUT takes any of the fields: the rest keep their value. */
export const ShopSettingsPatch = Type.Partial(ShopSettingsInput, { additionalProperties: false });

export const SiteParams = Type.Object({ site: Id() });
/** `?site=`: the store a public or dashboard route works in (absent: the platform's). */
export const StoreQuery = { site: Type.Optional(Id()) };
export const ShopBadgeList = Type.Array(Type.Object({ site: Type.Integer(), enabled: Type.Boolean(), currency: Type.String() }));
