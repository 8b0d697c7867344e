import type { BlockDefinition } from '../types';
import { list, str } from '../shared/content';
import { sanitizeHtml } from '../shared/sanitize-html';
import { AccordionList } from '../accordion/definition';

/** FAQPage structured data, so search engines can show the answers; `<` is escaped so it cannot close the script. */
function faqJsonLd(items: Record<string, unknown>[]): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: str(item.question),
      acceptedAnswer: { '@type': 'Answer', text: sanitizeHtml(item.answer) },
    })),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export const faqBlock: BlockDefinition = {
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
  render: ({ content, block, mode }) => {
    const items = list(content.items);
    return (
      <section className="atlas-faq">
        {str(content.title) && <h2 className="atlas-section-title">{str(content.title)}</h2>}
        <AccordionList
          items={items.map((item) => ({ title: item.question, content: item.answer }))}
          allowMultiple
          groupId={String(block.id)}
        />
        {mode === 'public' && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(items) }} />}
      </section>
    );
  },
};
