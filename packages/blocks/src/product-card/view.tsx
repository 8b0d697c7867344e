import type { BlockRender, BlockMode } from '../types';
import { str } from '../shared/content';
import { BlockImage } from '../image/view';
import { ButtonLink } from '../button/view';
import { formatPrice, pickOf, type ShopProductPick } from '../shared/shop-product';
import type { ProductCardContent } from './schema';

/** A product of the shop: today's price and availability on the public site, a link to its page in the shop. */
export function ShopProductCard({
  pick,
  mode,
  buttonText,
  headingLevel = 'h3',
}: {
  pick: ShopProductPick;
  mode: BlockMode;
  buttonText: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  const gone = pick.unavailable === true;
  return (
    <article className="atlas-product" data-product={pick.slug}>
      <div className="atlas-product__media">
        {/* A product with no picture yet: a quiet tile of the site's colours, not a broken image. */}
        {pick.image ? (
          <BlockImage src={pick.image} alt={pick.name} mode={mode} />
        ) : (
          <div className="atlas-product__no-image" aria-hidden="true" />
        )}
        {!gone && pick.on_sale && pick.discount_percentage > 0 && (
          <span className="atlas-product__badge">{`-${pick.discount_percentage}%`}</span>
        )}
      </div>
      <Heading className="atlas-product__name">
        <a href={pick.link}>{pick.name}</a>
      </Heading>
      {pick.description && <p className="atlas-muted">{pick.description}</p>}
      <p className="atlas-product__price">
        <span>{formatPrice(pick.price, pick.currency)}</span>
        {pick.on_sale && (
          <del>
            <span className="atlas-sr-only">Was </span>
            {formatPrice(pick.regular_price, pick.currency)}
          </del>
        )}
      </p>
      <p className={`atlas-product__stock atlas-product__stock--${gone ? 'out_of_stock' : pick.availability}`}>
        {gone ? 'No longer available' : pick.availability_text}
      </p>
      {!gone && buttonText && <ButtonLink text={pick.orderable ? buttonText : 'View product'} link={pick.link} icon="cart" />}
    </article>
  );
}

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

export const productCardView: BlockRender<ProductCardContent> = ({ content, mode }) => {
  const pick = pickOf(content.shopProduct);
  return pick ? (
    <ShopProductCard pick={pick} mode={mode} buttonText={str(content.buttonText)} />
  ) : (
    <ProductCard product={content} mode={mode} buttonText={str(content.buttonText)} />
  );
};
