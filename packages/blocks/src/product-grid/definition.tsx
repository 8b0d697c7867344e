import type { BlockDefinition } from '../types';
import { gridStyle, list, num, str } from '../shared/content';
import { illustration } from '../shared/illustration';
import { ProductCard, ShopProductCard, productFields } from '../product-card/definition';
import { pickOf, type ShopProductPick } from '../shared/shop-product';

export const productGridBlock: BlockDefinition = {
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
  render: ({ content, mode }) => {
    const headingLevel = str(content.title) ? 'h3' : 'h2';
    const buttonText = str(content.buttonText);
    // Products picked from the shop replace the hand-written ones; on the public site those no longer sold are left out.
    const picks = list(content.shopProducts)
      .map(pickOf)
      .filter((pick): pick is ShopProductPick => pick !== null);
    const shown = mode === 'public' ? picks.filter((pick) => !pick.unavailable) : picks;
    return (
      <section className="atlas-product-grid">
        {str(content.title) && <h2 className="atlas-section-title">{str(content.title)}</h2>}
        <ul className="atlas-grid" style={gridStyle(num(content.columns, 3, 1, 4))}>
          {picks.length
            ? shown.map((pick) => (
                <li key={pick.slug}>
                  <ShopProductCard pick={pick} mode={mode} buttonText={buttonText} headingLevel={headingLevel} />
                </li>
              ))
            : list(content.products).map((product, i) => (
                <li key={i}>
                  <ProductCard product={product} mode={mode} buttonText={buttonText} headingLevel={headingLevel} />
                </li>
              ))}
        </ul>
      </section>
    );
  },
};
