import type { BlockRender } from '../types';
import { gridStyle } from '../shared/grid-style';
import { list, num, str } from '../shared/content';
import { ProductCard, ShopProductCard } from '../product-card/view';
import { pickOf, type ShopProductPick } from '../shared/shop-product';
import type { ProductGridContent } from './schema';

export const productGridView: BlockRender<ProductGridContent> = ({ content, mode }) => {
  const headingLevel = str(content.title) ? 'h3' : 'h2';
  const buttonText = str(content.buttonText);
  // Products picked from the shop replace the hand-written ones; on the public site those no longer sold are left out.
  const picks = list(content.shopProducts)
    .map(pickOf)
    .filter((pick): pick is ShopProductPick => pick !== null);
  const shown = mode === 'public' ? picks.filter((pick) => !pick.unavailable) : picks;
  return (
    <section className="atlas-product-grid">
      {str(content.title) && <h2 className="atlas-section-title">{str(content.title)}</h2>}
      <ul className="atlas-grid" style={gridStyle(num(content.columns, 3, 1, 4))}>
        {picks.length
          ? shown.map((pick) => (
              <li key={pick.slug}>
                <ShopProductCard pick={pick} mode={mode} buttonText={buttonText} headingLevel={headingLevel} />
              </li>
            ))
          : list(content.products).map((product, i) => (
              <li key={i}>
                <ProductCard product={product} mode={mode} buttonText={buttonText} headingLevel={headingLevel} />
              </li>
            ))}
      </ul>
    </section>
  );
};
