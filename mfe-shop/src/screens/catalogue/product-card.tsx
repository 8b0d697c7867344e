import { Link } from 'react-router-dom';
import type { ProductCard as Product } from '@atlas/commerce/contract';
import { availabilityOf } from '../shared/availability';
import { Price } from '../shared/price';
import { Rating } from '../shared/rating';
import type { ShopPaths } from '../shared/shop-paths';

export function ProductCard({ product, paths }: { product: Product; paths: ShopPaths }) {
  const availability = availabilityOf(product);
  return (
    <li className="shop-card">
      <Link to={paths.product(product.slug)} className="shop-card__image" tabIndex={-1} aria-hidden="true">
        {product.main_image ? (
          <img src={product.main_image} alt="" loading="lazy" />
        ) : (
          <span className="shop-card__no-image">No image</span>
        )}
        {product.is_on_sale && <span className="shop-card__sale">Sale</span>}
      </Link>
      <div className="shop-card__body">
        {product.brand && <p className="shop-card__brand">{product.brand.name}</p>}
        <h2 className="shop-card__name">
          <Link to={paths.product(product.slug)}>{product.name}</Link>
        </h2>
        <Price item={product} />
        {product.rating_count > 0 && <Rating value={product.rating_average} count={product.rating_count} />}
        <p className={`shop-availability shop-availability--${availability.tone}`}>{availability.text}</p>
      </div>
    </li>
  );
}
