import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Badge, Button, Card, EmptyState, Input, useToast, errorText } from '@atlas/shell-kit';
import type { ProductDetail } from '@atlas/commerce/contract';
import { useProduct } from '../../api/catalogue';
import { useAddToCart } from '../../api/cart';
import { availabilityOf } from '../shared/availability';
import { Loading } from '../shared/loading';
import { Price } from '../shared/price';
import { Rating } from '../shared/rating';
import { useShopPaths } from '../shared/shop-paths';
import { Gallery } from './gallery';
import { parseQuantity } from './quantity';
import { Reviews } from './reviews';
import { attributeOptions, choose, matchingVariation, type Choice } from './variation-match';
import { VariationPicker } from './variation-picker';
import './product.css';
import { useStore } from '../../store/store-context';

function ProductNotFound() {
  const navigate = useNavigate();
  return (
    <div className="atlas-screen">
      <EmptyState
        title="Product not found"
        action={
          <Button variant="secondary" onClick={() => navigate(-1)}>
            Go Back
          </Button>
        }
      />
    </div>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  const paths = useShopPaths();
  const toast = useToast();
  const addToCart = useAddToCart();
  const [choice, setChoice] = useState<Choice>({});
  const [quantityText, setQuantityText] = useState('1');
  const [addError, setAddError] = useState('');
  const [added, setAdded] = useState(false);

  const variations = product.variations.filter((variation) => variation.is_active);
  const hasVariations = variations.length > 0;
  const variation = hasVariations ? matchingVariation(variations, choice) : null;
  const availability = availabilityOf(product, variation);
  const unchosen = hasVariations ? attributeOptions(variations).filter((options) => !choice[options.name]) : [];
  // Without backorders the shop sells no more than it counts in stock.
  const maxQuantity = product.manage_stock && !product.allow_backorders ? Math.max(1, (variation ?? product).stock_quantity) : undefined;
  const canAdd = product.status === 'active' && availability.orderable && (!hasVariations || variation !== null);

  const add = async () => {
    const quantity = parseQuantity(quantityText, maxQuantity);
    setQuantityText(String(quantity));
    setAddError('');
    try {
      await addToCart.mutateAsync({ product_id: product.id, variation_id: variation?.id ?? null, quantity });
      setAdded(true);
      toast.success(`${product.name} added to your cart`);
    } catch (error) {
      setAdded(false);
      setAddError(errorText(error, 'Failed to add item to cart'));
    }
  };

  return (
    <div className="atlas-screen shop-product">
      <nav aria-label="Breadcrumb" className="shop-product__crumbs">
        <Link to={paths.products}>Products</Link>
        {product.category && (
          <>
            {' / '}
            <Link to={`${paths.products}?category=${encodeURIComponent(product.category.slug)}`}>{product.category.name}</Link>
          </>
        )}
      </nav>
      <div className="shop-product__layout">
        <Gallery product={product} />
        <div className="shop-product__info">
          {product.brand && <p className="shop-card__brand">{product.brand.name}</p>}
          <h1 className="shop-product__name">{product.name}</h1>
          {product.rating_count > 0 && <Rating value={product.rating_average} count={product.rating_count} />}
          <Price item={variation ?? product} large />
          <p className="shop-product__availability">
            <Badge tone={availability.tone}>{availability.text}</Badge>
            {product.status !== 'active' && <Badge tone="neutral">{product.status}</Badge>}
          </p>
          {product.short_description && <p className="shop-product__short">{product.short_description}</p>}
          {hasVariations && (
            <VariationPicker
              variations={variations}
              choice={choice}
              backorders={product.allow_backorders}
              onChoose={(name, value) => {
                setChoice((current) => choose(variations, current, name, value, product.allow_backorders));
                setAddError('');
              }}
            />
          )}
          <div className="shop-product__buy">
            <Input
              label="Quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={maxQuantity}
              value={quantityText}
              onChange={(event) => setQuantityText(event.target.value)}
              onBlur={() => setQuantityText(String(parseQuantity(quantityText, maxQuantity)))}
              className="shop-product__quantity"
            />
            <Button size="lg" onClick={add} disabled={!canAdd} loading={addToCart.isPending}>
              Add to Cart
            </Button>
          </div>
          {unchosen.length > 0 && (
            <p className="shop-muted">
              Choose {unchosen.map((options) => options.name.toLowerCase()).join(' and ')} to add this to your cart.
            </p>
          )}
          {product.status !== 'active' && <p className="shop-muted">This product is not for sale.</p>}
          {addError && (
            <p className="shop-form-error" role="alert">
              {addError}
            </p>
          )}
          {added && (
            <p className="shop-product__added" role="status">
              Added to your cart. <Link to={paths.cart}>View Cart</Link>
            </p>
          )}
          <dl className="shop-product__facts">
            {product.sku && (
              <>
                <dt>SKU</dt>
                <dd>{variation?.sku || product.sku}</dd>
              </>
            )}
            {product.category && (
              <>
                <dt>Category</dt>
                <dd>{product.category.name}</dd>
              </>
            )}
          </dl>
        </div>
      </div>
      {product.description && (
        <Card title="Description">
          <p className="shop-product__description">{product.description}</p>
        </Card>
      )}
      <Reviews slug={product.slug} />
    </div>
  );
}

/** /shop/products/:slug and /dashboard/products/:slug. */
export function ProductDetailScreen({ slug }: { slug: string }) {
  const product = useProduct(useStore(), slug);
  if (product.isPending) return <Loading label="Loading product..." />;
  if (product.isError || !product.data) return <ProductNotFound />;
  return <ProductView key={product.data.id} product={product.data} />;
}
