import type { BlockDefinition, BlockMode } from '../types';
import { str } from '../shared/content';
import { illustration } from '../shared/illustration';
import { BlockImage } from '../image/definition';
import { ButtonLink } from '../button/definition';

export const productFields = [
  { name: 'image', label: 'Image', kind: 'image' as const },
  { name: 'alt', label: 'Alternative text', kind: 'text' as const },
  { name: 'name', label: 'Name', kind: 'text' as const },
  { name: 'price', label: 'Price', kind: 'text' as const },
  { name: 'compareAt', label: 'Was (crossed-out price)', kind: 'text' as const },
  { name: 'badge', label: 'Badge', kind: 'text' as const },
  { name: 'link', label: 'Product or checkout link', kind: 'url' as const },
];

/** One product: image, name, prices and a buy link. Shared by the product card and product grid. */
export function ProductCard({
  product,
  mode,
  buttonText,
  headingLevel = 'h3',
}: {
  product: Record<string, unknown>;
  mode: BlockMode;
  buttonText: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <article className="atlas-product">
      <div className="atlas-product__media">
        <BlockImage src={product.image} alt={product.alt} mode={mode} />
        {str(product.badge) && <span className="atlas-product__badge">{str(product.badge)}</span>}
      </div>
      <Heading className="atlas-product__name">{str(product.name)}</Heading>
      {str(product.description) && <p className="atlas-muted">{str(product.description)}</p>}
      <p className="atlas-product__price">
        <span>{str(product.price)}</span>
        {str(product.compareAt) && (
          <del>
            <span className="atlas-sr-only">Was </span>
            {str(product.compareAt)}
          </del>
        )}
      </p>
      {buttonText && <ButtonLink text={buttonText} link={product.link} icon="cart" />}
    </article>
  );
}

export const productCardBlock: BlockDefinition = {
  type: 'product-card',
  label: 'Product Card',
  category: 'ecommerce',
  icon: '❖',
  description: 'A single product with image, price and a buy button.',
  defaults: () => ({
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
    ...productFields,
    { name: 'description', label: 'Description', kind: 'textarea' },
    { name: 'buttonText', label: 'Button text', kind: 'text' },
  ],
  render: ({ content, mode }) => <ProductCard product={content} mode={mode} buttonText={str(content.buttonText)} />,
};
