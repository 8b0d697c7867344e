import type { BlockDefinition } from '../types';
import { oneOf, str } from '../shared/content';
import { RichText } from '../shared/rich-text';
import { illustration } from '../shared/illustration';
import { BlockImage } from '../image/definition';
import { ButtonLink } from '../button/definition';

export const imageTextBlock: BlockDefinition = {
  type: 'image-text',
  label: 'Image & Text',
  category: 'layout',
  icon: '◧',
  description: 'An image beside a title, text and button; stacks on mobile.',
  defaults: () => ({
    image: illustration(190),
    alt: 'Illustration of green hills',
    imagePosition: 'left',
    title: 'Designed around your story',
    text: '<p>Every section is a block you can move, restyle and reuse. Start from a template and make it yours.</p>',
    buttonText: 'See how it works',
    buttonLink: '#',
  }),
  fields: [
    { name: 'image', label: 'Image', kind: 'image' },
    { name: 'alt', label: 'Alternative text', kind: 'text' },
    {
      name: 'imagePosition',
      label: 'Image side',
      kind: 'select',
      options: [
        { value: 'left', label: 'Left' },
        { value: 'right', label: 'Right' },
      ],
    },
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'text', label: 'Text', kind: 'richtext' },
    { name: 'buttonText', label: 'Button text', kind: 'text' },
    { name: 'buttonLink', label: 'Button link', kind: 'url' },
  ],
  render: ({ content, mode }) => (
    <div className={`atlas-image-text atlas-image-text--${oneOf(content.imagePosition, ['left', 'right'] as const, 'left')}`}>
      <div className="atlas-image-text__media">
        <BlockImage src={content.image} alt={content.alt} mode={mode} />
      </div>
      <div className="atlas-image-text__body">
        {str(content.title) && <h2>{str(content.title)}</h2>}
        <RichText className="atlas-prose" html={content.text} />
        {str(content.buttonText) && <ButtonLink text={str(content.buttonText)} link={content.buttonLink} />}
      </div>
    </div>
  ),
};
