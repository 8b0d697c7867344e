import type { BlockDefinition } from '../types';
import { gridStyle, lines, list, str } from '../shared/content';
import { Icon } from '../shared/icons';

export const pricingBlock: BlockDefinition = {
  type: 'pricing',
  label: 'Pricing',
  category: 'business',
  icon: '$',
  description: 'Pricing plans side by side, with one highlighted.',
  defaults: () => ({
    plans: [
      { name: 'Starter', price: '$0', period: 'month', features: '1 website\nAtlas subdomain\nCommunity support', highlighted: false },
      {
        name: 'Pro',
        price: '$19',
        period: 'month',
        features: '10 websites\nCustom domain\nForm submissions\nPriority support',
        highlighted: true,
      },
      {
        name: 'Business',
        price: '$49',
        period: 'month',
        features: 'Unlimited websites\nTeam members\nOnline store\nDedicated manager',
        highlighted: false,
      },
    ],
  }),
  fields: [
    {
      name: 'plans',
      label: 'Plans',
      kind: 'list',
      itemLabel: 'Plan',
      fields: [
        { name: 'name', label: 'Name', kind: 'text' },
        { name: 'price', label: 'Price', kind: 'text' },
        { name: 'period', label: 'Period', kind: 'text' },
        { name: 'features', label: 'Features (one per line)', kind: 'textarea' },
        { name: 'highlighted', label: 'Highlighted', kind: 'boolean' },
      ],
      newItem: () => ({ name: 'New plan', price: '$9', period: 'month', features: 'First feature\nSecond feature', highlighted: false }),
    },
  ],
  render: ({ content }) => (
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
  ),
};
