import { defineBlock } from '../define-block';
import { alignOptions, type Align } from '../shared/content';
import type { ShopProductPick } from '../shared/shop-product';

export type BuyButtonContent = {
  shopProduct: ShopProductPick | null;
  productName: string;
  price: string;
  text: string;
  link: string;
  note: string;
  align: Align;
};

export const buyButtonSchema = defineBlock<BuyButtonContent>()({
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
});
