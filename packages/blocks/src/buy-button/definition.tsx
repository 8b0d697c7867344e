import type { BlockDefinition } from '../types';
import { ALIGNS, alignOptions, oneOf, str } from '../shared/content';
import { ButtonLink } from '../button/definition';
import { formatPrice, pickOf } from '../shared/shop-product';

/** A price and a button to a checkout or payment link (Stripe, Shopify, PayPal...). */
export const buyButtonBlock: BlockDefinition = {
  type: 'buy-button',
  label: 'Buy Button',
  category: 'ecommerce',
  icon: '⊕',
  description: 'A price with a button to your checkout or payment link.',
  defaults: () => ({
    shopProduct: null,
    productName: 'Online course: Photography basics',
    price: '$49',
    text: 'Buy now',
    link: '#',
    note: 'Secure checkout · 30-day money-back guarantee',
    align: 'center',
  }),
  fields: [
    { name: 'shopProduct', label: 'Product from your shop', kind: 'product' },
    { name: 'productName', label: 'Product', kind: 'text' },
    { name: 'price', label: 'Price', kind: 'text' },
    { name: 'text', label: 'Button text', kind: 'text' },
    { name: 'link', label: 'Checkout link', kind: 'url' },
    { name: 'note', label: 'Note under the button', kind: 'text' },
    { name: 'align', label: 'Alignment', kind: 'select', options: alignOptions },
  ],
  render: ({ content }) => {
    const align = oneOf(content.align, ALIGNS, 'center');
    // A product picked from the shop gives the name, today's price and availability, and the link to its page.
    const pick = pickOf(content.shopProduct);
    const name = pick ? pick.name : str(content.productName);
    const price = pick ? formatPrice(pick.price) : str(content.price);
    const gone = pick?.unavailable === true;
    const text = str(content.text) || 'Buy now';
    return (
      <div className={`atlas-buy atlas-align-${align}`}>
        {name && <p className="atlas-buy__name">{name}</p>}
        {price && !gone && (
          <p className="atlas-buy__price">
            {price}
            {pick?.on_sale && (
              <del>
                <span className="atlas-sr-only">Was </span>
                {formatPrice(pick.regular_price)}
              </del>
            )}
          </p>
        )}
        {pick && (
          <p className={`atlas-product__stock atlas-product__stock--${gone ? 'out_of_stock' : pick.availability}`}>
            {gone ? 'No longer available' : pick.availability_text}
          </p>
        )}
        {!gone && (
          <div className={`atlas-button-row atlas-align-${align}`}>
            <ButtonLink
              text={pick && !pick.orderable ? 'View product' : text}
              link={pick ? pick.link : content.link}
              size="lg"
              icon="cart"
            />
          </div>
        )}
        {str(content.note) && <p className="atlas-muted atlas-buy__note">{str(content.note)}</p>}
      </div>
    );
  },
};
