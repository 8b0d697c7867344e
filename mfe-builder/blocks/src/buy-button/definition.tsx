import type { BlockDefinition } from '../types';
import { ALIGNS, alignOptions, oneOf, str } from '../shared/content';
import { ButtonLink } from '../button/definition';

/** A price and a button to a checkout or payment link (Stripe, Shopify, PayPal...). */
export const buyButtonBlock: BlockDefinition = {
  type: 'buy-button',
  label: 'Buy Button',
  category: 'ecommerce',
  icon: '⊕',
  description: 'A price with a button to your checkout or payment link.',
  defaults: () => ({
    productName: 'Online course: Photography basics',
    price: '$49',
    text: 'Buy now',
    link: '#',
    note: 'Secure checkout · 30-day money-back guarantee',
    align: 'center',
  }),
  fields: [
    { name: 'productName', label: 'Product', kind: 'text' },
    { name: 'price', label: 'Price', kind: 'text' },
    { name: 'text', label: 'Button text', kind: 'text' },
    { name: 'link', label: 'Checkout link', kind: 'url' },
    { name: 'note', label: 'Note under the button', kind: 'text' },
    { name: 'align', label: 'Alignment', kind: 'select', options: alignOptions },
  ],
  render: ({ content }) => (
    <div className={`atlas-buy atlas-align-${oneOf(content.align, ALIGNS, 'center')}`}>
      {str(content.productName) && <p className="atlas-buy__name">{str(content.productName)}</p>}
      {str(content.price) && <p className="atlas-buy__price">{str(content.price)}</p>}
      <div className={`atlas-button-row atlas-align-${oneOf(content.align, ALIGNS, 'center')}`}>
        <ButtonLink text={str(content.text) || 'Buy now'} link={content.link} size="lg" icon="cart" />
      </div>
      {str(content.note) && <p className="atlas-muted atlas-buy__note">{str(content.note)}</p>}
    </div>
  ),
};
