import { defineBlock } from '../define-block';

export type PricingContent = { plans: { name: string; price: string; period: string; features: string; highlighted: boolean }[] };

export const pricingSchema = defineBlock<PricingContent>()({
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
});
