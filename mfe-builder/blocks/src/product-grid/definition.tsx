import type { BlockDefinition } from '../types';
import { gridStyle, list, num, str } from '../shared/content';
import { illustration } from '../shared/illustration';
import { ProductCard, productFields } from '../product-card/definition';

export const productGridBlock: BlockDefinition = {
  type: 'product-grid',
  label: 'Product Grid',
  category: 'ecommerce',
  icon: '▩',
  description: 'A grid of products with prices and buy buttons.',
  defaults: () => ({
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
  render: ({ content, mode }) => (
    <section className="atlas-product-grid">
      {str(content.title) && <h2 className="atlas-section-title">{str(content.title)}</h2>}
      <ul className="atlas-grid" style={gridStyle(num(content.columns, 3, 1, 4))}>
        {list(content.products).map((product, i) => (
          <li key={i}>
            <ProductCard
              product={product}
              mode={mode}
              buttonText={str(content.buttonText)}
              headingLevel={str(content.title) ? 'h3' : 'h2'}
            />
          </li>
        ))}
      </ul>
    </section>
  ),
};
