import type { BlockRender } from '../types';
import { ALIGNS, oneOf, str } from '../shared/content';
import { ButtonLink } from '../button/view';
import { formatPrice, pickOf } from '../shared/shop-product';
import type { BuyButtonContent } from './schema';

/** A price and a button to a checkout or payment link (Stripe, Shopify, PayPal...). */
export const buyButtonView: BlockRender<BuyButtonContent> = ({ content }) => {
  const align = oneOf(content.align, ALIGNS, 'center');
  // A product picked from the shop gives the name, today's price and availability, and the link to its page.
  const pick = pickOf(content.shopProduct);
  const name = pick ? pick.name : str(content.productName);
  const price = pick ? formatPrice(pick.price, pick.currency) : str(content.price);
  const gone = pick?.unavailable === true;
  const text = str(content.text) || 'Buy now';
  return (
    <div className={`atlas-buy atlas-align-${align}`}>
      {name && <p className="atlas-buy__name">{name}</p>}
      {price && !gone && (
        <p className="atlas-buy__price">
          {price}
          {pick?.on_sale && (
            <del>
              <span className="atlas-sr-only">Was </span>
              {formatPrice(pick.regular_price, pick.currency)}
            </del>
          )}
        </p>
      )}
      {pick && (
        <p className={`atlas-product__stock atlas-product__stock--${gone ? 'out_of_stock' : pick.availability}`}>
          {gone ? 'No longer available' : pick.availability_text}
        </p>
      )}
      {!gone && (
        <div className={`atlas-button-row atlas-align-${align}`}>
          <ButtonLink text={pick && !pick.orderable ? 'View product' : text} link={pick ? pick.link : content.link} size="lg" icon="cart" />
        </div>
      )}
      {str(content.note) && <p className="atlas-muted atlas-buy__note">{str(content.note)}</p>}
    </div>
  );
};
