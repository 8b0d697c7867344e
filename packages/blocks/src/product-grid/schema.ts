import { defineBlock } from '../define-block';
import { illustration } from '../shared/illustration';
import { productFields, type ProductItem } from '../product-card/schema';
import type { ShopProductPick } from '../shared/shop-product';

export type ProductGridContent = {
  shopProducts: ShopProductPick[];
  title: string;
  columns: number;
  buttonText: string;
  products: ProductItem[];
};

export const productGridSchema = defineBlock<ProductGridContent>()({
  type: 'product-grid',
  label: 'Product Grid',
  category: 'ecommerce',
  icon: '▩',
  description: 'A grid of products with prices and buy buttons.',
  defaults: () => ({
    shopProducts: [],
    title: 'Best sellers',
    columns: 3,
    buttonText: 'Add to cart',
    products: [
      {
        image: illustration(35, 800, 800),
        alt: 'Sand-coloured ceramic mug',
        name: 'Ceramic mug',
        price: '$28.00',
        compareAt: '',
        badge: '',
        link: '#',
      },
      {
        image: illustration(200, 800, 800),
        alt: 'Blue linen tote bag',
        name: 'Linen tote bag',
        price: '$42.00',
        compareAt: '',
        badge: 'New',
        link: '#',
      },
      {
        image: illustration(120, 800, 800),
        alt: 'Green scented candle in a glass jar',
        name: 'Fig leaf candle',
        price: '$24.00',
        compareAt: '$30.00',
        badge: 'Sale',
        link: '#',
      },
    ],
  }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'columns', label: 'Columns', kind: 'number', min: 1, max: 4, step: 1 },
    { name: 'buttonText', label: 'Button text', kind: 'text' },
    { name: 'shopProducts', label: 'Products from your shop', kind: 'products' },
    {
      name: 'products',
      label: 'Products',
      kind: 'list',
      itemLabel: 'Product',
      fields: productFields,
      newItem: () => ({
        image: illustration(260, 800, 800),
        alt: 'Product photo',
        name: 'New product',
        price: '$10.00',
        compareAt: '',
        badge: '',
        link: '#',
      }),
    },
  ],
});
