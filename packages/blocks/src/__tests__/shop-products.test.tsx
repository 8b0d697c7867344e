/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { blockOf, PageBlocks, shopProductSlugs, withShopProducts, withoutShopProducts, type ShopProductPick } from '../index';

const pick = (slug: string, over: Partial<ShopProductPick> = {}): ShopProductPick => ({
  slug,
  name: `Product ${slug}`,
  description: '',
  image: `/ecommerce/api/media/${slug}.svg`,
  price: 20,
  regular_price: 20,
  on_sale: false,
  discount_percentage: 0,
  availability: 'in_stock',
  availability_text: 'In stock',
  orderable: true,
  link: `/shop/products/${slug}`,
  ...over,
});

const page = () => [
  blockOf('card', 'product-card', { shopProduct: pick('mug', { price: 28 }), buttonText: 'Add to cart' }),
  blockOf('grid', 'product-grid', { title: 'Picks', columns: 3, buttonText: 'Buy', shopProducts: [pick('tote'), pick('candle')] }),
  blockOf('cols', 'columns', {
    count: 1,
    columns: [{ id: 'c1', blocks: [blockOf('buy', 'buy-button', { shopProduct: pick('course') })] }],
  }),
  blockOf('manual', 'product-card', { name: 'Hand-written', price: '$5' }),
];
const html = (blocks = page()) => renderToStaticMarkup(<PageBlocks blocks={blocks} mode="public" />);

describe('product blocks with products of the shop', () => {
  it('name every picked product once, columns included, and ignore hand-written cards and hostile picks', () => {
    const blocks = [...page(), blockOf('evil', 'product-card', { shopProduct: { slug: '../../admin' } })];
    expect(shopProductSlugs(blocks).sort()).toEqual(['candle', 'course', 'mug', 'tote']);
  });

  it("show the catalogue's current price, sale and availability, linking to the product in the shop", () => {
    const now = new Map([
      ['mug', pick('mug', { price: 19.5, regular_price: 28, on_sale: true, discount_percentage: 30 })],
      ['tote', pick('tote', { availability: 'low_stock', availability_text: 'Only 2 left' })],
      ['candle', pick('candle', { availability: 'out_of_stock', availability_text: 'Out of stock', orderable: false })],
      ['course', pick('course', { price: 49 })],
    ]);
    const out = html(withShopProducts(page(), now));
    expect(out).toContain('$19.50');
    expect(out).toContain('<del><span class="atlas-sr-only">Was </span>$28.00</del>');
    expect(out).toContain('-30%');
    expect(out).toContain('Only 2 left');
    expect(out).toMatch(
      /Out of stock<\/p><a class="atlas-button[^"]*" href="\/shop\/products\/candle"><svg[^]*?<span>View product<\/span>/,
    );
    expect(out).toContain('$49.00');
    expect(out).toContain('href="/shop/products/course"');
    expect(out).not.toContain('$28.00</span>'); // the builder's stale price is gone
    expect(out).toContain('Hand-written');
  });

  it('keep a product the shop no longer sells on a card as unavailable, and leave it out of a grid', () => {
    const out = html(withShopProducts(page(), new Map([['tote', pick('tote')]])));
    expect(out).toContain('No longer available');
    expect(out).toContain('Product tote');
    expect(out).not.toContain('Product candle');
    // no button to buy what cannot be bought
    expect(out).not.toMatch(/href="\/shop\/products\/mug"[^>]*><svg[^]*?Add to cart/);
  });

  it('never link a pick anywhere but its product page, whatever the stored link says', () => {
    const hostile = [blockOf('x', 'product-card', { shopProduct: { ...pick('mug'), link: 'javascript:alert(1)' }, buttonText: 'Buy' })];
    const out = html(hostile);
    expect(out).not.toContain('javascript:');
    expect(out).toContain('href="/shop/products/mug"');
  });

  it("keep a storefront's link to the product's page, and no other path", () => {
    const linked = (link: string) => html([blockOf('x', 'product-card', { shopProduct: { ...pick('mug'), link }, buttonText: 'Buy' })]);
    expect(linked('/bakery/products/mug')).toContain('href="/bakery/products/mug"');
    expect(linked('/products/mug')).toContain('href="/products/mug"');
    expect(linked('/bakery/products/tote')).toContain('href="/shop/products/mug"');
    expect(linked('//evil.test/products/mug')).toContain('href="/shop/products/mug"');
    expect(linked('https://evil.test/products/mug')).toContain('href="/shop/products/mug"');
  });

  it('leave out every block with a shop pick when the shop is closed, hand-written products stay', () => {
    const blocks = [...page(), blockOf('own', 'product-card', { name: 'Hand-made mug', price: '$9', buttonText: 'Buy' })];
    const out = html(withoutShopProducts(blocks));
    expect(out).not.toContain('Product mug');
    expect(out).not.toContain('Product tote');
    expect(out).not.toContain('Product course');
    expect(out).toContain('Hand-made mug');
  });
});
