import { useState } from 'react';
import type { ProductDetail } from '@atlas/commerce/contract';

/** The main picture and a thumbnail per image; a thumbnail shows its image large. */
export function Gallery({ product }: { product: ProductDetail }) {
  const images =
    product.images.length > 0 ? product.images : product.main_image ? [{ id: 0, image: product.main_image, alt_text: product.name }] : [];
  const [shown, setShown] = useState(0);
  const main = images[Math.min(shown, images.length - 1)];
  return (
    <div className="shop-gallery">
      <div className="shop-gallery__main">
        {main ? <img src={main.image} alt={main.alt_text || product.name} /> : <span className="shop-card__no-image">No image</span>}
      </div>
      {images.length > 1 && (
        <ul className="shop-gallery__thumbs" aria-label="Product images">
          {images.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                className={`shop-gallery__thumb${index === shown ? ' shop-gallery__thumb--current' : ''}`}
                aria-label={`Show image ${index + 1}${image.alt_text ? `: ${image.alt_text}` : ''}`}
                aria-pressed={index === shown}
                onClick={() => setShown(index)}
              >
                <img src={image.image} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
