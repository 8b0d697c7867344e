import type { BlockRender } from '../types';
import { gridStyle } from '../shared/grid-style';
import { lines, list, str } from '../shared/content';
import { Icon } from '../shared/icons';
import type { PricingContent } from './schema';

export const pricingView: BlockRender<PricingContent> = ({ content }) => (
  <ul className="atlas-pricing atlas-grid" style={gridStyle(Math.max(1, Math.min(4, list(content.plans).length)))}>
    {list(content.plans).map((plan, i) => (
      <li key={i} className={plan.highlighted ? 'atlas-plan atlas-plan--highlighted' : 'atlas-plan'}>
        {plan.highlighted && <p className="atlas-plan__badge">Most popular</p>}
        <h3>{str(plan.name)}</h3>
        <p className="atlas-plan__price">
          <span className="atlas-plan__amount">{str(plan.price)}</span>
          {str(plan.period) && <span className="atlas-muted"> / {str(plan.period)}</span>}
        </p>
        <ul className="atlas-checklist">
          {lines(plan.features).map((feature, j) => (
            <li key={j}>
              <Icon name="check" size={18} /> {feature}
            </li>
          ))}
        </ul>
      </li>
    ))}
  </ul>
);
