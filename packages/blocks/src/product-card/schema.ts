import { defineBlock, type Field } from '../define-block';
import { illustration } from '../shared/illustration';
import type { ShopProductPick } from '../shared/shop-product';

/** A product written by hand (not picked from the shop), as the product card and the product grid hold it. */
export type ProductItem = { image: string; alt: string; name: string; price: string; compareAt: string; badge: string; link: string };

export const productFields: Field<Extract<keyof ProductItem, string>>[] = [
  { name: 'image', label: 'Image', kind: 'image' },
  { name: 'alt', label: 'Alternative text', kind: 'text' },
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'price', label: 'Price', kind: 'text' },
  { name: 'compareAt', label: 'Was (crossed-out price)', kind: 'text' },
  { name: 'badge', label: 'Badge', kind: 'text' },
  { name: 'link', label: 'Product or checkout link', kind: 'url' },
];

export type ProductCardContent = ProductItem & { shopProduct: ShopProductPick | null; description: string; buttonText: string };

export const productCardSchema = defineBlock<ProductCardContent>()({
  type: 'product-card',
  label: 'Product Card',
  category: 'ecommerce',
  icon: '❖',
  description: 'A single product with image, price and a buy button.',
  defaults: () => ({
    shopProduct: null,
    image: illustration(35, 800, 800),
    alt: 'Ceramic mug in warm sand colour',
    name: 'Handmade ceramic mug',
    description: 'Wheel-thrown stoneware, 350 ml. Dishwasher safe.',
    price: '$28.00',
    compareAt: '$34.00',
    badge: 'Sale',
    link: '#',
    buttonText: 'Add to cart',
  }),
  fields: [
    { name: 'shopProduct', label: 'Product from your shop', kind: 'product' },
    ...productFields,
    { name: 'description', label: 'Description', kind: 'textarea' },
    { name: 'buttonText', label: 'Button text', kind: 'text' },
  ],
});
