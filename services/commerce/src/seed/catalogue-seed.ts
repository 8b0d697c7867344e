import { slugify } from '@atlas/sites/contract';
import type { Knex } from 'knex';
import type { AtlasApp, MediaStorage } from '@atlas/service-kit';
import { json } from '../repositories/db';
import { catalogueRepository } from '../repositories/catalogue';
import { seedRepository } from '../repositories/seed';
import { refreshMainImage } from '../operations/catalogue';

/** Where the seeded pictures are kept (redrawn at a start when the media storage lost them). */
const SEED_FOLDER = 'commerce/products/seed';

interface SeedProduct {
  name: string;
  price: number;
  sale?: number;
  stock?: number;
  brand: string;
  featured?: boolean;
  backorders?: boolean;
  variations?: 'apparel' | 'shoes';
  blurb: string;
}

/** Eight departments, eight products each: a catalogue people can shop in on first start. */
const CATALOGUE: { category: string; colour: [string, string]; description: string; products: SeedProduct[] }[] = [
  {
    category: 'Apparel',
    colour: ['#6366F1', '#A5B4FC'],
    description: 'Everyday clothes cut from natural fibres.',
    products: [
      {
        name: 'Organic Cotton T-Shirt',
        price: 24,
        brand: 'Northwind',
        variations: 'apparel',
        featured: true,
        blurb: 'A soft, breathable tee in heavyweight organic cotton.',
      },
      {
        name: 'Linen Shirt',
        price: 59,
        sale: 44,
        brand: 'Northwind',
        variations: 'apparel',
        blurb: 'Relaxed-fit linen shirt for warm days.',
      },
      {
        name: 'Merino Hoodie',
        price: 89,
        brand: 'Alpine Co',
        variations: 'apparel',
        featured: true,
        blurb: 'Warm merino wool hoodie that does not itch.',
      },
      { name: 'Denim Jacket', price: 120, sale: 96, brand: 'Harbor', blurb: 'Classic rigid denim that softens with wear.', stock: 4 },
      { name: 'Chino Trousers', price: 65, brand: 'Harbor', blurb: 'Straight-leg chinos with a little stretch.', stock: 30 },
      { name: 'Rain Shell Jacket', price: 140, brand: 'Alpine Co', blurb: 'Packable waterproof shell with taped seams.', stock: 12 },
      { name: 'Wool Beanie', price: 22, brand: 'Alpine Co', blurb: 'Ribbed beanie in recycled wool.', stock: 60 },
      { name: 'Everyday Socks (3 pack)', price: 18, sale: 14, brand: 'Northwind', blurb: 'Cushioned cotton socks that last.', stock: 120 },
    ],
  },
  {
    category: 'Footwear',
    colour: ['#F97316', '#FDBA74'],
    description: 'Shoes for city streets and mountain trails.',
    products: [
      {
        name: 'Canvas Sneakers',
        price: 55,
        brand: 'Stride',
        variations: 'shoes',
        featured: true,
        blurb: 'Low-top canvas sneakers with a vulcanised sole.',
      },
      {
        name: 'Trail Running Shoes',
        price: 130,
        sale: 104,
        brand: 'Stride',
        variations: 'shoes',
        blurb: 'Grippy, light trail runners with a rock plate.',
      },
      { name: 'Leather Chelsea Boots', price: 180, brand: 'Harbor', blurb: 'Full-grain leather boots with elastic sides.', stock: 3 },
      { name: 'Wool Slippers', price: 45, brand: 'Alpine Co', blurb: 'Felted wool slippers with a suede sole.', stock: 25 },
      { name: 'Hiking Boots', price: 165, brand: 'Alpine Co', blurb: 'Waterproof boots for long days on the trail.', stock: 14 },
      { name: 'Recycled Flip Flops', price: 19, brand: 'Stride', blurb: 'Flip flops made from recycled rubber.', stock: 0 },
      { name: 'Running Insoles', price: 29, brand: 'Stride', blurb: 'Supportive insoles for flat and high arches.', stock: 40 },
      { name: 'Suede Loafers', price: 110, sale: 82, brand: 'Harbor', blurb: 'Unlined suede loafers for easy summers.', stock: 9 },
    ],
  },
  {
    category: 'Home & Kitchen',
    colour: ['#10B981', '#6EE7B7'],
    description: 'Well-made things for the kitchen and the table.',
    products: [
      {
        name: 'Cast Iron Skillet',
        price: 49,
        brand: 'Hearth',
        featured: true,
        blurb: 'Pre-seasoned 26 cm skillet that lasts generations.',
        stock: 35,
      },
      { name: 'Stoneware Mug Set', price: 36, sale: 29, brand: 'Hearth', blurb: 'Four hand-glazed stoneware mugs.', stock: 22 },
      { name: 'Linen Tablecloth', price: 58, brand: 'Hearth', blurb: 'Stonewashed linen tablecloth for six.', stock: 10 },
      { name: 'Chef Knife', price: 95, brand: 'Edge Works', blurb: '20 cm chef knife in Japanese steel.', stock: 18 },
      { name: 'Pour-Over Coffee Set', price: 42, brand: 'Hearth', blurb: 'Ceramic dripper, carafe and filters.', stock: 2 },
      { name: 'Bamboo Cutting Board', price: 28, brand: 'Edge Works', blurb: 'Large end-grain bamboo board.', stock: 50 },
      { name: 'Glass Storage Jars', price: 32, brand: 'Hearth', blurb: 'Six airtight borosilicate jars.', stock: 27 },
      { name: 'Enamel Dutch Oven', price: 145, sale: 119, brand: 'Hearth', blurb: '5 litre enamelled cast iron pot.', stock: 7 },
    ],
  },
  {
    category: 'Electronics',
    colour: ['#0EA5E9', '#7DD3FC'],
    description: 'Useful gadgets that are built to be repaired.',
    products: [
      {
        name: 'Wireless Headphones',
        price: 199,
        sale: 159,
        brand: 'Volt',
        featured: true,
        blurb: 'Noise-cancelling headphones with 30-hour battery.',
        stock: 16,
      },
      { name: 'Mechanical Keyboard', price: 129, brand: 'Volt', blurb: 'Hot-swappable keyboard with tactile switches.', stock: 11 },
      { name: 'USB-C Charger 65W', price: 45, brand: 'Volt', blurb: 'Compact GaN charger for laptop and phone.', stock: 80 },
      { name: 'Portable Speaker', price: 79, brand: 'Sonic', blurb: 'Water-resistant speaker with deep bass.', stock: 5 },
      { name: 'E-Reader', price: 139, brand: 'Sonic', blurb: 'Glare-free 7" screen that reads like paper.', stock: 0, backorders: true },
      { name: 'Smart Desk Lamp', price: 69, sale: 55, brand: 'Volt', blurb: 'Dimmable lamp with colour temperature control.', stock: 19 },
      { name: 'Wireless Mouse', price: 39, brand: 'Volt', blurb: 'Quiet ergonomic mouse with USB-C charging.', stock: 44 },
      { name: 'Power Bank 20000mAh', price: 59, brand: 'Sonic', blurb: 'Charges two devices at once.', stock: 23 },
    ],
  },
  {
    category: 'Outdoor',
    colour: ['#65A30D', '#BEF264'],
    description: 'Gear for camping, hiking and long weekends.',
    products: [
      {
        name: 'Two-Person Tent',
        price: 249,
        sale: 199,
        brand: 'Alpine Co',
        featured: true,
        blurb: 'Freestanding three-season tent, 2.1 kg.',
        stock: 6,
      },
      { name: 'Down Sleeping Bag', price: 219, brand: 'Alpine Co', blurb: 'Comfort rated to -5°C, packs small.', stock: 8 },
      { name: 'Insulated Water Bottle', price: 32, brand: 'Trailhead', blurb: 'Keeps drinks cold for 24 hours.', stock: 90 },
      { name: 'Camping Stove', price: 64, brand: 'Trailhead', blurb: 'Compact gas stove with piezo ignition.', stock: 13 },
      { name: 'Trekking Poles', price: 75, brand: 'Trailhead', blurb: 'Carbon poles with cork grips.', stock: 4 },
      { name: 'Daypack 24L', price: 85, sale: 68, brand: 'Trailhead', blurb: 'Ventilated daypack with rain cover.', stock: 21 },
      { name: 'Headlamp', price: 35, brand: 'Trailhead', blurb: 'Rechargeable 400 lumen headlamp.', stock: 55 },
      { name: 'Camp Chair', price: 59, brand: 'Trailhead', blurb: 'Folding chair that packs to the size of a bottle.', stock: 17 },
    ],
  },
  {
    category: 'Books & Stationery',
    colour: ['#A855F7', '#D8B4FE'],
    description: 'Notebooks, pens and books worth keeping.',
    products: [
      {
        name: 'Dot Grid Notebook',
        price: 19,
        brand: 'Paperworks',
        featured: true,
        blurb: 'A5 notebook with 160 pages of thick paper.',
        stock: 150,
      },
      { name: 'Fountain Pen', price: 48, brand: 'Paperworks', blurb: 'Steel nib fountain pen with converter.', stock: 26 },
      { name: 'Weekly Planner', price: 26, sale: 18, brand: 'Paperworks', blurb: 'Undated weekly planner for a full year.', stock: 33 },
      { name: 'Field Guide to Birds', price: 32, brand: 'Wayfarer Press', blurb: 'Illustrated guide to 600 species.', stock: 12 },
      { name: 'Cookbook: Slow Food', price: 38, brand: 'Wayfarer Press', blurb: '120 recipes for unhurried cooking.', stock: 9 },
      { name: 'Watercolour Set', price: 54, brand: 'Paperworks', blurb: '24 artist-grade pans and a travel brush.', stock: 3 },
      { name: 'Desk Organiser', price: 34, brand: 'Paperworks', blurb: 'Walnut tray for pens, cards and clips.', stock: 15 },
      { name: 'Sketchbook', price: 16, brand: 'Paperworks', blurb: 'Heavy 150 gsm paper for ink and pencil.', stock: 70 },
    ],
  },
  {
    category: 'Beauty',
    colour: ['#EC4899', '#F9A8D4'],
    description: 'Simple skin care with short ingredient lists.',
    products: [
      {
        name: 'Face Moisturiser',
        price: 34,
        brand: 'Bloom',
        featured: true,
        blurb: 'Light daily moisturiser for all skin types.',
        stock: 48,
      },
      { name: 'Mineral Sunscreen SPF 50', price: 28, brand: 'Bloom', blurb: 'Reef-safe, no white cast.', stock: 36 },
      { name: 'Shea Body Butter', price: 22, sale: 17, brand: 'Bloom', blurb: 'Rich body butter with unrefined shea.', stock: 29 },
      { name: 'Natural Deodorant', price: 14, brand: 'Bloom', blurb: 'Aluminium-free, lasts all day.', stock: 64 },
      { name: 'Bamboo Toothbrush Set', price: 12, brand: 'Greenleaf', blurb: 'Four compostable toothbrushes.', stock: 110 },
      { name: 'Solid Shampoo Bar', price: 15, brand: 'Greenleaf', blurb: 'Plastic-free shampoo that lasts 80 washes.', stock: 5 },
      { name: 'Lip Balm Trio', price: 11, brand: 'Greenleaf', blurb: 'Three balms with beeswax and jojoba.', stock: 85 },
      { name: 'Facial Cleanser', price: 24, brand: 'Bloom', blurb: 'Gentle gel cleanser with green tea.', stock: 31 },
    ],
  },
  {
    category: 'Toys & Games',
    colour: ['#EAB308', '#FDE047'],
    description: 'Games for the family table and toys that last.',
    products: [
      {
        name: 'Wooden Building Blocks',
        price: 39,
        brand: 'Playwell',
        featured: true,
        blurb: '60 beech blocks in a canvas bag.',
        stock: 24,
      },
      {
        name: 'Strategy Board Game',
        price: 49,
        sale: 39,
        brand: 'Playwell',
        blurb: 'Trade and build: 2–5 players, 60 minutes.',
        stock: 14,
      },
      { name: '1000-Piece Puzzle', price: 21, brand: 'Playwell', blurb: 'An alpine lake in 1000 pieces.', stock: 37 },
      { name: 'Card Game Classics', price: 15, brand: 'Playwell', blurb: 'Ten card games in one tin.', stock: 58 },
      { name: 'Plush Fox', price: 27, brand: 'Playwell', blurb: 'Soft organic cotton fox, 30 cm.', stock: 2 },
      { name: 'Kite', price: 33, brand: 'Playwell', blurb: 'Easy-flying delta kite with 50 m line.', stock: 19 },
      { name: 'Marble Run', price: 58, brand: 'Playwell', blurb: 'Wooden marble run with 40 pieces.', stock: 10 },
      { name: 'Chess Set', price: 65, sale: 52, brand: 'Playwell', blurb: 'Weighted pieces and a folding walnut board.', stock: 8 },
    ],
  },
];

const APPAREL = {
  sizes: ['S', 'M', 'L', 'XL'],
  colours: [
    ['Black', '#111827'],
    ['White', '#F9FAFB'],
    ['Navy', '#1E3A5F'],
    ['Sage', '#9CAF88'],
  ],
};
const SHOES = {
  sizes: ['40', '41', '42', '43', '44'],
  colours: [
    ['Black', '#111827'],
    ['Sand', '#D6C6A8'],
  ],
};

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A product picture drawn here (no network): the department's colours, a shape, the product's name. */
export function productSvg(name: string, [from, to]: [string, string], variant: number, swatch?: string) {
  const words = name.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last && (last + ' ' + word).length <= 16) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const shapes = [
    `<circle cx="400" cy="330" r="170" fill="${swatch ?? '#ffffff'}" fill-opacity="${swatch ? 1 : 0.35}"/>`,
    `<rect x="230" y="170" width="340" height="320" rx="48" fill="${swatch ?? '#ffffff'}" fill-opacity="${swatch ? 1 : 0.35}"/>`,
    `<path d="M400 140 L590 480 L210 480 Z" fill="${swatch ?? '#ffffff'}" fill-opacity="${swatch ? 1 : 0.35}"/>`,
  ];
  const text = lines
    .slice(0, 3)
    .map(
      (line, i) =>
        `<text x="400" y="${610 + i * 56}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="48" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="800" height="800" fill="url(#g)"/>${shapes[variant % shapes.length]}${text}</svg>`;
}

export const SEED_DISCOUNTS = [
  { code: 'WELCOME10', description: '10% off your order', kind: 'percent', value: 10 },
  { code: 'SAVE20', description: '$20 off orders of $100 or more', kind: 'fixed', value: 20, minimum_subtotal: 100 },
  { code: 'ONCE15', description: '15% off, once per customer', kind: 'percent', value: 15, per_customer_limit: 1 },
  { code: 'FIRST50', description: '$5 off for the first 50 orders', kind: 'fixed', value: 5, usage_limit: 50 },
  { code: 'SUMMER25', description: 'Last summer’s sale (expired)', kind: 'percent', value: 25, ends_at: '2025-09-01T00:00:00Z' },
];

/** A seeded picture, written to the media storage once its rows commit. */
interface SeedImage {
  productId: number;
  key: string;
  svg: string;
  alt: string;
  position: number;
}

/**
 * One seeded product of a store (its site, null: the platform's) with its size × colour variations
 * and drawn pictures (queued in `images`, keys under `folder`); answers its id.
 */
async function insertSeedProduct(
  db: AtlasApp['db'],
  trx: Knex.Transaction,
  place: { site: number | null; folder: string; categoryId: number; brandId: number; department: (typeof CATALOGUE)[number] },
  item: SeedProduct,
  index: number,
  hoursAgo: number,
  images: SeedImage[],
): Promise<number> {
  const seed = seedRepository(db);
  const catalogue = catalogueRepository(db);
  const { department } = place;
  const slug = slugify(item.name);
  const productId = await seed.insertProduct(
    {
      site_id: place.site,
      slug,
      name: item.name,
      sku: `ATL-${department.category.slice(0, 3).toUpperCase()}-${String(index + 1).padStart(3, '0')}`,
      short_description: item.blurb,
      description: `${item.blurb}\n\nDesigned to be used every day and repaired rather than replaced. Ships in recycled packaging.`,
      category_id: place.categoryId,
      brand_id: place.brandId,
      regular_price: item.price,
      sale_price: item.sale ?? null,
      stock_quantity: item.variations ? 0 : (item.stock ?? 20),
      allow_backorders: item.backorders ?? false,
      low_stock_threshold: 5,
      featured: item.featured ?? false,
      weight: Math.round((0.2 + (index % 5) * 0.35) * 1000) / 1000,
      rating_average: 0,
    },
    hoursAgo,
    trx,
  );
  images.push({
    productId,
    key: `${place.folder}/${slug}.svg`,
    svg: productSvg(item.name, department.colour, index),
    alt: item.name,
    position: 0,
  });
  if (item.variations) {
    const spec = item.variations === 'apparel' ? APPAREL : SHOES;
    let position = 0;
    for (const [colour, code] of spec.colours) {
      for (const [sizeIndex, size] of spec.sizes.entries()) {
        // Not every combination is made (XL in Sage, the largest shoe in Sand): the pickers disable them.
        if ((colour === 'Sage' && size === 'XL') || (colour === 'Sand' && sizeIndex === spec.sizes.length - 1)) continue;
        const stock = (position * 7 + index * 3) % 13;
        await catalogue.insertVariation(
          {
            product_id: productId,
            sku: `${slug.slice(0, 12).toUpperCase()}-${colour.slice(0, 3).toUpperCase()}-${size}`,
            stock_quantity: colour === 'White' && size === 'S' ? 0 : stock + 2,
            attributes: json([
              { attribute_name: 'Size', value: size, attribute_type: 'size', color_code: null },
              { attribute_name: 'Colour', value: colour, attribute_type: 'color', color_code: code },
            ]),
            position: position++,
          },
          trx,
        );
      }
      images.push({
        productId,
        key: `${place.folder}/${slug}-${slugify(colour)}.svg`,
        svg: productSvg(item.name, department.colour, index, code),
        alt: `${item.name} in ${colour}`,
        position: images.filter((image) => image.productId === productId).length,
      });
    }
    await catalogue.recountVariations(productId, trx);
  }
  return productId;
}

/** The queued pictures' rows and each product's main image. */
async function insertSeedImages(db: AtlasApp['db'], trx: Knex.Transaction, images: SeedImage[]) {
  const catalogue = catalogueRepository(db);
  for (const image of images) {
    await catalogue.insertImage(
      { product_id: image.productId, storage_key: image.key, alt_text: image.alt, position: image.position },
      trx,
    );
  }
  for (const productId of new Set(images.map((image) => image.productId))) await refreshMainImage({ catalogue }, productId, trx);
}

/** Draws the queued pictures into the media storage (after their rows commit; a lost one is redrawn at the next start). */
async function drawSeedImages(storage: MediaStorage, images: SeedImage[]) {
  for (const image of images) await storage.put(image.key, Buffer.from(image.svg), 'image/svg+xml');
}

/**
 * Fills the platform store's empty catalogue (once, under an advisory lock so two processes starting
 * together seed it once): 64 products in 8 categories, apparel and shoes with size × colour variations,
 * drawn images in the media storage, some on sale, some low in stock, one out of stock, one on
 * backorder, and the seeded discount codes. A catalogue that has products is left alone (answers false).
 */
export async function seedCatalogue(db: AtlasApp['db'], storage: MediaStorage): Promise<boolean> {
  const images: SeedImage[] = [];
  const seed = seedRepository(db);
  const seeded = await db.transaction(async (trx) => {
    await seed.lock(trx);
    if (await seed.hasProducts(null, trx)) return false;
    const brands = new Map<string, number>();
    let age = CATALOGUE.length * 8;
    for (const department of CATALOGUE) {
      const categoryId = await seed.insertCategory(
        { site_id: null, name: department.category, slug: slugify(department.category), description: department.description },
        trx,
      );
      for (const [index, item] of department.products.entries()) {
        if (!brands.has(item.brand)) {
          brands.set(item.brand, await seed.insertBrand({ site_id: null, name: item.brand, slug: slugify(item.brand) }, trx));
        }
        age -= 1;
        const place = { site: null, folder: SEED_FOLDER, categoryId, brandId: brands.get(item.brand)!, department };
        await insertSeedProduct(db, trx, place, item, index, age * 7, images);
      }
    }
    await insertSeedImages(db, trx, images);
    // The staff dashboard's stock alerts start from the seeded stock, as if each item had crossed its threshold.
    await seed.alertLowStock(trx);
    for (const discount of SEED_DISCOUNTS) {
      await seed.insertDiscount(discount, trx);
    }
    return true;
  });
  // The pictures are written after the rows commit; a missing picture is redrawn at the next start.
  await drawSeedImages(storage, images);
  return seeded;
}

/** The demo site's shop: three products of the platform's catalogue, the first with size × colour variations. */
const DEMO_PRODUCTS = ['Organic Cotton T-Shirt', 'Stoneware Mug Set', 'Cast Iron Skillet'];

/**
 * Fills a site's empty store with the demo products (the demo account's site comes with an open shop):
 * their categories and brands, pictures under the seed's folder. A store that has products is left
 * alone (answers false); the pictures are drawn once `trx` commits.
 */
export async function seedDemoStore(db: AtlasApp['db'], storage: MediaStorage, trx: Knex.Transaction, site: number): Promise<boolean> {
  const seed = seedRepository(db);
  if (await seed.hasProducts(site, trx)) return false;
  const images: SeedImage[] = [];
  const categories = new Map<string, number>();
  const brands = new Map<string, number>();
  for (const [order, name] of DEMO_PRODUCTS.entries()) {
    const department = CATALOGUE.find((d) => d.products.some((p) => p.name === name))!;
    const index = department.products.findIndex((p) => p.name === name);
    const item = department.products[index];
    if (!categories.has(department.category)) {
      const row = { site_id: site, name: department.category, slug: slugify(department.category), description: department.description };
      categories.set(department.category, await seed.insertCategory(row, trx));
    }
    if (!brands.has(item.brand))
      brands.set(item.brand, await seed.insertBrand({ site_id: site, name: item.brand, slug: slugify(item.brand) }, trx));
    const place = {
      site,
      folder: `${SEED_FOLDER}/site-${site}`,
      categoryId: categories.get(department.category)!,
      brandId: brands.get(item.brand)!,
      department,
    };
    await insertSeedProduct(db, trx, place, item, index, DEMO_PRODUCTS.length - order, images);
  }
  await insertSeedImages(db, trx, images);
  trx.executionPromise.then(
    () => drawSeedImages(storage, images).catch(() => undefined),
    () => undefined,
  );
  return true;
}

/** Redraws seeded pictures the storage lost (a new media folder under an old database). */
export async function ensureSeedImages(db: AtlasApp['db'], storage: MediaStorage) {
  const rows = await seedRepository(db).seedImages();
  for (const row of rows) {
    const exists = await storage.get(row.storage_key, { start: 0, end: 0 }).catch(() => null);
    if (exists) {
      exists.body.destroy();
      continue;
    }
    const department = CATALOGUE.find((d) => d.category === row.category) ?? CATALOGUE[0];
    await storage.put(row.storage_key, Buffer.from(productSvg(row.name, department.colour, row.position)), 'image/svg+xml');
  }
}
