import type { BlockRender } from '../types';
import { list, str } from '../shared/content';
import { sanitizeHtml } from '../shared/sanitize-html';
import { AccordionList } from '../accordion/view';
import type { FaqContent } from './schema';

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

export const faqView: BlockRender<FaqContent> = ({ content, block, mode }) => {
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
};
