import type { BlockDefinition } from '../types';
import { str } from '../shared/content';
import { ButtonLink } from '../button/definition';

export const ctaBlock: BlockDefinition = {
  type: 'cta',
  label: 'Call to Action',
  category: 'layout',
  icon: '➜',
  description: 'A bold band with a headline and one or two buttons.',
  defaults: () => ({
    title: 'Ready to get started?',
    text: 'Join thousands of creators building with Atlas. Free for your first site.',
    buttonText: 'Start for free',
    buttonLink: '#',
    secondaryText: 'Talk to sales',
    secondaryLink: '#contact',
  }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'text', label: 'Text', kind: 'textarea' },
    { name: 'buttonText', label: 'Button text', kind: 'text' },
    { name: 'buttonLink', label: 'Button link', kind: 'url' },
    { name: 'secondaryText', label: 'Second button text', kind: 'text' },
    { name: 'secondaryLink', label: 'Second button link', kind: 'url' },
  ],
  render: ({ content }) => (
    <section className="atlas-cta">
      <h2>{str(content.title)}</h2>
      {str(content.text) && <p>{str(content.text)}</p>}
      <div className="atlas-cta__actions">
        {str(content.buttonText) && <ButtonLink text={str(content.buttonText)} link={content.buttonLink} size="lg" />}
        {str(content.secondaryText) && (
          <ButtonLink text={str(content.secondaryText)} link={content.secondaryLink} variant="outline" size="lg" />
        )}
      </div>
    </section>
  ),
};
