import { defineBlock } from '../define-block';

export type FaqContent = { title: string; items: { question: string; answer: string }[] };

export const faqSchema = defineBlock<FaqContent>()({
  type: 'faq',
  label: 'FAQ',
  category: 'interactive',
  icon: '?',
  description: 'Frequently asked questions, collapsible, with search-engine structured data.',
  interactive: true,
  defaults: () => ({
    title: 'Frequently asked questions',
    items: [
      { question: 'How long does shipping take?', answer: '<p>Orders arrive in 2–4 business days within the country.</p>' },
      { question: 'What is your return policy?', answer: '<p>Return anything within 30 days for a full refund.</p>' },
      { question: 'Do you ship internationally?', answer: '<p>Yes, to over 40 countries. Rates are shown at checkout.</p>' },
    ],
  }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    {
      name: 'items',
      label: 'Questions',
      kind: 'list',
      itemLabel: 'Question',
      fields: [
        { name: 'question', label: 'Question', kind: 'text' },
        { name: 'answer', label: 'Answer', kind: 'richtext' },
      ],
      newItem: () => ({ question: 'A new question?', answer: '<p>The answer.</p>' }),
    },
  ],
});
