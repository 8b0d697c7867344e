import { formatPrice } from './money';

interface Priced {
  price: number;
  regular_price: number;
  is_on_sale: boolean;
  discount_percentage?: number;
}

/** The price; on sale, the regular price struck through beside it and the discount. */
export function Price({ item, large = false }: { item: Priced; large?: boolean }) {
  const onSale = item.is_on_sale && item.regular_price > item.price;
  return (
    <p className={`shop-price${large ? ' shop-price--large' : ''}`}>
      <span className="shop-price__current">{formatPrice(item.price)}</span>
      {onSale && (
        <>
          <s className="shop-price__regular">
            <span className="atlas-visually-hidden">Regular price </span>
            {formatPrice(item.regular_price)}
          </s>
          {Boolean(item.discount_percentage) && <span className="shop-price__discount">-{item.discount_percentage}%</span>}
        </>
      )}
    </p>
  );
}
