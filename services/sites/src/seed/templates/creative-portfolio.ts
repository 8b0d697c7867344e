import { heroArt, landscape, portrait, previewImage } from './art';
import { seedBlock as b } from './seed-block';
import type { TemplateSeed } from './types';

const soft = { background: '#faf7f2', paddingY: 64 };

export const creativePortfolio: TemplateSeed = {
  key: 'creative-portfolio',
  name: 'Creative Portfolio',
  description: 'A gallery-first portfolio for an illustrator or designer, with skills, kind words and a way to get in touch.',
  category: 'portfolio',
  is_premium: true,
  is_popular: true,
  rating: 4.9,
  preview_image: previewImage({ title: 'Creative Portfolio', primary: '#db2777', dark: '#3b0a24', light: '#fdf2f8', layout: 'grid' }),
  blocks: [
    b(
      'cp-hero',
      'hero',
      {
        title: 'Illustration & brand design with a human touch',
        subtitle: 'I’m Lena, an independent illustrator in Lisbon. I draw for publishers, brands and anyone with a story worth telling.',
        backgroundImage: heroArt(320, 350),
        overlay: 0.3,
        height: 520,
        align: 'center',
        ctaText: 'See my work',
        ctaLink: '#work',
      },
      { paddingY: 0, paddingX: 0, marginBottom: 0 },
    ),
    b(
      'cp-work-title',
      'heading',
      { text: 'Selected work', level: 'h2', align: 'center', color: '' },
      { paddingY: 0, style: { desktop: { marginTop: 56 }, tablet: {}, mobile: {} } },
    ),
    b(
      'cp-gallery',
      'gallery',
      {
        columns: 3,
        images: [
          { src: landscape(330, 800, 600), alt: 'Book cover illustration in warm pinks', caption: 'The Quiet Garden — book cover' },
          { src: landscape(200, 800, 600), alt: 'Poster of a blue mountain range', caption: 'Alpine Festival poster' },
          { src: landscape(40, 800, 600), alt: 'Packaging artwork in orange tones', caption: 'Sunday Coffee packaging' },
          { src: landscape(160, 800, 600), alt: 'Editorial illustration of green hills', caption: 'Editorial, Green Living magazine' },
          { src: landscape(260, 800, 600), alt: 'Brand illustration in violet', caption: 'Brand world for Nocturne' },
          { src: landscape(10, 800, 600), alt: 'Children’s book spread at sunset', caption: 'Children’s book, “Home by Dusk”' },
        ],
      },
      { paddingY: 24 },
    ),
    b(
      'cp-about',
      'image-text',
      {
        image: landscape(300),
        alt: 'Illustration of violet hills, from Lena’s sketchbook',
        imagePosition: 'left',
        title: 'Hello, I’m Lena',
        text: '<p>For ten years I’ve been drawing books, posters, packaging and brand worlds for clients like Penguin, Aesop and the Lisbon Film Festival.</p><p>I work in gouache and digital, and I love projects where illustration does real work — explaining, welcoming, selling.</p>',
        buttonText: 'Download my CV',
        buttonLink: '#',
      },
      { ...soft },
    ),
    b(
      'cp-skills',
      'progress-bars',
      {
        title: 'What I do best',
        items: [
          { label: 'Illustration', value: 98 },
          { label: 'Brand identity', value: 85 },
          { label: 'Packaging', value: 80 },
          { label: 'Lettering', value: 72 },
        ],
      },
      { paddingY: 48 },
    ),
    b('cp-tags', 'badges', { items: 'Book covers\nEditorial\nPackaging\nBrand worlds\nMurals\nPosters', align: 'center' }, { paddingY: 8 }),
    b(
      'cp-quote',
      'testimonial',
      {
        quote: 'Lena understood our brand better than we did. Her illustrations are now the first thing customers mention.',
        author: 'Inês Carvalho',
        position: 'Founder, Sunday Coffee Roasters',
        avatar: portrait('IC', 30),
        rating: 5,
      },
      { ...soft },
    ),
    b(
      'cp-form',
      'form',
      {
        title: 'Tell me about your project',
        fields: [
          { type: 'text', name: 'name', label: 'Your name', required: true, placeholder: '' },
          { type: 'email', name: 'email', label: 'Email', required: true, placeholder: 'you@example.com' },
          { type: 'text', name: 'budget', label: 'Budget (optional)', required: false, placeholder: 'e.g. €2,000' },
          { type: 'textarea', name: 'message', label: 'Project details', required: true, placeholder: 'What, when and for whom?' },
        ],
        submitText: 'Send enquiry',
      },
      { paddingY: 64 },
    ),
    b('cp-social', 'social-links', {
      title: 'Follow my sketchbook',
      align: 'center',
      links: [
        { network: 'instagram', url: 'https://instagram.com/' },
        { network: 'linkedin', url: 'https://linkedin.com/' },
        { network: 'mail', url: 'mailto:hello@lenahart.studio' },
      ],
    }),
  ],
};
