import { alice, bob, staff, startCommerce, checkoutForm, type Commerce } from './harness';

let shop: Commerce;
beforeAll(async () => {
  shop = await startCommerce();
});
afterAll(() => shop.close());

describe('the seeded catalogue', () => {
  test('has at least 60 products in at least 6 categories, 20 per page with next/previous page numbers', async () => {
    const categories = await shop.call('GET', 'categories/');
    expect(categories.body.count).toBeGreaterThanOrEqual(6);
    const first = await shop.call('GET', 'products/');
    expect(first.status).toBe(200);
    expect(first.body.count).toBeGreaterThanOrEqual(60);
    expect(first.body.results).toHaveLength(20);
    expect(first.body).toMatchObject({ next: 2, previous: null });
    const last = await shop.call('GET', `products/?page=${Math.ceil(first.body.count / 20)}`);
    expect(last.body.next).toBeNull();
    expect((await shop.call('GET', 'brands/')).body.results.length).toBeGreaterThan(3);
  });

  test('has products on sale, low in stock, out of stock, on backorder and with size × colour variations', async () => {
    const all = (await shop.call('GET', 'products/?page_size=100')).body.results;
    expect(all.some((p: any) => p.is_on_sale && p.discount_percentage > 0 && p.price < p.regular_price)).toBe(true);
    expect(all.some((p: any) => p.is_low_stock)).toBe(true);
    expect(all.some((p: any) => !p.is_in_stock && !p.allow_backorders)).toBe(true);
    expect(all.some((p: any) => !p.is_in_stock && p.allow_backorders)).toBe(true);
    const tee = await shop.product('organic-cotton-t-shirt');
    expect(tee.variations.length).toBeGreaterThan(8);
    const colour = tee.variations[0].attributes.find((a: any) => a.attribute_type === 'color');
    expect(colour.color_code).toMatch(/^#[0-9A-F]{6}$/i);
    expect(tee.images.length).toBeGreaterThan(1);
    // staff see the seeded low and empty shelves among the stock alerts from the first start
    const alerts = (await shop.call('GET', 'stock-alerts/?limit=100', { as: staff })).body.results;
    expect(alerts.some((a: any) => a.alert_type === 'out_of_stock' && a.product_name === 'Recycled Flip Flops')).toBe(true);
    expect(alerts.some((a: any) => a.alert_type === 'low_stock' && a.variation_sku)).toBe(true);
    const image = await shop.call('GET', tee.main_image);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
  });

  test('filters by category, brand, price, search, flags, and sorts', async () => {
    const footwear = (await shop.call('GET', 'products/?category=footwear&page_size=100')).body;
    expect(footwear.count).toBe(8);
    expect(footwear.results.every((p: any) => p.category.slug === 'footwear')).toBe(true);
    const byId = (await shop.call('GET', `products/?category=${footwear.results[0].category.id}`)).body;
    expect(byId.count).toBe(8);
    const volt = (await shop.call('GET', 'products/?brand=volt&page_size=100')).body.results;
    expect(volt.length).toBeGreaterThan(0);
    expect(volt.every((p: any) => p.brand.name === 'Volt')).toBe(true);
    const cheap = (await shop.call('GET', 'products/?min_price=20&max_price=30&page_size=100')).body.results;
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((p: any) => p.price >= 20 && p.price <= 30)).toBe(true);
    const search = (await shop.call('GET', 'products/?search=headphone')).body.results;
    expect(search[0].name).toBe('Wireless Headphones');
    const sale = (await shop.call('GET', 'products/?on_sale=true&page_size=100')).body.results;
    expect(sale.length).toBeGreaterThan(5);
    expect(sale.every((p: any) => p.is_on_sale)).toBe(true);
    const featured = (await shop.call('GET', 'products/?featured=true&page_size=100')).body.results;
    expect(featured.every((p: any) => p.featured)).toBe(true);
    const inStock = (await shop.call('GET', 'products/?in_stock=true&page_size=100')).body.results;
    expect(inStock.every((p: any) => p.is_in_stock)).toBe(true);
    const ascending = (await shop.call('GET', 'products/?sort=price&page_size=100')).body.results.map((p: any) => p.price);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const names = (await shop.call('GET', 'products/?sort=-name&page_size=100')).body.results.map((p: any) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    expect((await shop.call('GET', 'products/?search=%26%26%7C')).body.count).toBe(0);
  });

  test('lists the products a page names by slug in one call, unknown slugs left out', async () => {
    const answer = (await shop.call('GET', 'products/?slugs=wireless-headphones,organic-cotton-t-shirt,no-such-product')).body;
    expect(answer.results.map((p: any) => p.slug).sort()).toEqual(['organic-cotton-t-shirt', 'wireless-headphones']);
    expect(answer.count).toBe(2);
    const tooMany = Array.from({ length: 51 }, (_, i) => `p${i}`).join(',');
    expect((await shop.call('GET', `products/?slugs=${tooMany}`)).status).toBe(400);
  });

  test('refuses bad parameters with a detail, and unknown products with 404', async () => {
    for (const query of [
      'sort=bogus',
      'page=0',
      'min_price=-1',
      'min_price=50&max_price=10',
      'in_stock=maybe',
      'slugs=Bad Slug',
      'slugs=a,,b',
    ]) {
      const res = await shop.call('GET', `products/?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.detail).toEqual(expect.any(String));
    }
    expect((await shop.call('GET', 'products/nope/')).body).toEqual({ detail: 'Product not found' });
    expect((await shop.call('GET', 'products/?status=draft')).status).toBe(403);
  });
});

describe('staff manage the catalogue', () => {
  test('create, update price and stock, add variations, delete: staff only', async () => {
    const body = { name: 'Test Lantern', regular_price: 30, stock_quantity: 8 };
    expect((await shop.call('POST', 'products/', { body })).status).toBe(401);
    expect((await shop.call('POST', 'products/', { as: alice, body })).status).toBe(403);
    const created = await shop.call('POST', 'products/', { as: staff, body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug: 'test-lantern', price: 30, stock_quantity: 8, is_in_stock: true });
    const again = await shop.call('POST', 'products/', { as: staff, body });
    expect(again.body.slug).toBe('test-lantern-2');

    const patched = await shop.call('PATCH', 'products/test-lantern/', { as: staff, body: { sale_price: 24, stock_quantity: 3 } });
    expect(patched.body).toMatchObject({ price: 24, is_on_sale: true, discount_percentage: 20, is_low_stock: true });
    expect((await shop.call('PATCH', 'products/test-lantern/', { as: alice, body: { regular_price: 1 } })).status).toBe(403);
    expect((await shop.call('PATCH', 'products/test-lantern/', { as: staff, body: { stock_quantity: -2 } })).status).toBe(400);
    // Crossing the threshold raised a stock alert and commerce.stock.low.
    const alerts = (await shop.call('GET', 'stock-alerts/?limit=100', { as: staff })).body.results;
    expect(alerts.some((a: any) => a.product_name === 'Test Lantern' && a.alert_type === 'low_stock' && a.current_stock === 3)).toBe(true);
    expect((await shop.outbox('commerce.stock.low')).some((e) => e.payload.product_name === 'Test Lantern')).toBe(true);
    // Pages showing the product hear that it changed.
    expect((await shop.outbox('commerce.product.updated')).some((e) => e.payload.slug === 'test-lantern')).toBe(true);

    const withVariation = await shop.call('POST', 'products/test-lantern/variations/', {
      as: staff,
      body: {
        sku: 'LAN-RED',
        stock_quantity: 4,
        attributes: [{ attribute_name: 'Colour', value: 'Red', attribute_type: 'color', color_code: '#FF0000' }],
      },
    });
    expect(withVariation.status).toBe(201);
    expect(withVariation.body.variations[0]).toMatchObject({ sku: 'LAN-RED', price: 24, stock_quantity: 4, is_in_stock: true });
    expect(withVariation.body.has_variations).toBe(true);
    const bad = await shop.call('POST', 'products/test-lantern/variations/', {
      as: staff,
      body: { attributes: [{ attribute_name: 'C', value: 'x', color_code: 'red' }] },
    });
    expect(bad.status).toBe(400);

    const draft = await shop.call('PATCH', 'products/test-lantern-2/', { as: staff, body: { status: 'draft' } });
    expect(draft.body.status).toBe('draft');
    expect((await shop.call('GET', 'products/test-lantern-2/')).status).toBe(404);
    expect((await shop.call('GET', 'products/test-lantern-2/', { as: staff })).status).toBe(200);
    expect((await shop.call('DELETE', 'products/test-lantern-2/', { as: staff })).status).toBe(204);
    expect((await shop.call('GET', 'products/test-lantern-2/', { as: staff })).status).toBe(404);
    expect((await shop.outbox('commerce.product.deleted')).map((e) => e.payload.slug)).toContain('test-lantern-2');
  });

  test('uploads a product image recognised by its bytes; other files are refused', async () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
      'hex',
    );
    const upload = (bytes: Buffer, name: string) => {
      const boundary = '----atlasboundary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="alt_text"\r\n\r\nA lamp\r\n--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: image/png\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return shop.call('POST', 'products/wool-beanie/images/', {
        as: staff,
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    };
    const ok = await upload(png, 'lamp.png');
    expect(ok.status).toBe(201);
    const added = ok.body.images.at(-1);
    expect(added.alt_text).toBe('A lamp');
    const served = await shop.call('GET', added.image);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await upload(Buffer.from('<script>alert(1)</script>'), 'evil.png')).status).toBe(400);
    expect(
      (await shop.call('DELETE', `products/wool-beanie/images/${added.id}/`, { as: staff })).body.images.some(
        (i: any) => i.id === added.id,
      ),
    ).toBe(false);
    expect((await shop.call('GET', '/ecommerce/api/media/commerce/../secret.svg')).status).toBe(404);
  });
});

describe('a price left empty', () => {
  test('a product or variation saved with no sale price (null, as the editor sends it) is not on sale at 0', async () => {
    const created = await shop.call('POST', 'products/', {
      as: staff,
      body: { name: 'Plain Kettle', regular_price: 12, sale_price: null, stock_quantity: 5, status: 'active' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ price: 12, sale_price: null, is_on_sale: false });
    const varied = await shop.call('POST', 'products/plain-kettle/variations/', {
      as: staff,
      body: { regular_price: 40, sale_price: null, stock_quantity: 2, attributes: [{ attribute_name: 'Size', value: '2 l' }] },
    });
    expect(varied.status).toBe(201);
    expect(varied.body.variations).toEqual([expect.objectContaining({ price: 40, regular_price: 40, is_on_sale: false })]);
    // The variation's own price left empty: the product's.
    const own = await shop.call('POST', 'products/plain-kettle/variations/', {
      as: staff,
      body: { regular_price: null, stock_quantity: 1, attributes: [{ attribute_name: 'Size', value: '1 l' }] },
    });
    expect(own.body.variations.find((v: any) => v.attributes[0].value === '1 l')).toMatchObject({ price: 12, is_on_sale: false });
  });
});

describe('reviews', () => {
  test('need a signed-in user, validate, one per user, verified after a purchase; the rating follows', async () => {
    const body = { rating: 4, title: 'Great', content: 'Warm and soft.' };
    expect((await shop.call('POST', 'products/wool-beanie/add_review/', { body })).status).toBe(401);
    expect((await shop.call('POST', 'products/wool-beanie/add_review/', { as: alice, body: { ...body, rating: 6 } })).status).toBe(400);
    const noTitle = await shop.call('POST', 'products/wool-beanie/add_review/', { as: alice, body: { ...body, title: '  ' } });
    expect(noTitle.body.detail).toBe('Title is required');
    const first = await shop.call('POST', 'products/wool-beanie/add_review/', { as: alice, body });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ rating: 4, user_name: 'alice', is_verified: false });
    expect((await shop.call('POST', 'products/wool-beanie/add_review/', { as: alice, body })).body.detail).toBe(
      'You have already reviewed this product',
    );

    // Bob buys it, then reviews: verified.
    const beanie = await shop.product('wool-beanie');
    await shop.add({ as: bob }, { product_id: beanie.id, quantity: 1 });
    expect((await shop.call('POST', 'orders/', { as: bob, body: checkoutForm() })).status).toBe(201);
    const verified = await shop.call('POST', 'products/wool-beanie/add_review/', {
      as: bob,
      body: { rating: 2, title: 'Itchy', content: 'Not for me.' },
    });
    expect(verified.body.is_verified).toBe(true);
    const after = await shop.product('wool-beanie');
    expect(after).toMatchObject({ rating_count: 2, rating_average: 3 });
    const list = await shop.call('GET', 'products/wool-beanie/reviews/');
    expect(list.body.results.map((r: any) => r.title)).toEqual(['Itchy', 'Great']);
  });
});
