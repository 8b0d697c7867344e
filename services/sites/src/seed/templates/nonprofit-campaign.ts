import { heroArt, landscape, portrait, previewImage } from './art';
import { seedBlock as b } from './seed-block';
import type { TemplateSeed } from './types';

const soft = { background: '#ecfeff', paddingY: 56 };

export const nonprofitCampaign: TemplateSeed = {
  key: 'nonprofit-campaign',
  name: 'Charity Campaign',
  description: 'A fundraising page for a nonprofit: the mission, the impact so far, where the money goes and ways to give.',
  category: 'nonprofit',
  is_premium: false,
  is_popular: false,
  rating: 4.7,
  preview_image: previewImage({ title: 'Charity Campaign', primary: '#0891b2', dark: '#083344', light: '#ecfeff', layout: 'landing' }),
  blocks: [
    b(
      'np-hero',
      'hero',
      {
        title: 'Clean water changes everything',
        subtitle: 'We build and maintain wells with rural communities in East Africa. $40 gives one person safe water for life.',
        backgroundImage: heroArt(195, 170),
        overlay: 0.3,
        height: 540,
        align: 'center',
        ctaText: 'Give clean water',
        ctaLink: '#donate',
      },
      { paddingY: 0, paddingX: 0, marginBottom: 0 },
    ),
    b(
      'np-impact',
      'stats',
      {
        title: 'Our impact since 2012',
        items: [
          { value: '1,240', label: 'Wells built' },
          { value: '380,000', label: 'People with safe water' },
          { value: '94%', label: 'Wells still working' },
          { value: '100%', label: 'Of public donations fund projects' },
        ],
      },
      { paddingY: 56 },
    ),
    b(
      'np-mission',
      'image-text',
      {
        image: landscape(45),
        alt: 'Illustration of a village landscape at sunrise',
        imagePosition: 'left',
        title: 'Why water comes first',
        text: '<p>Without clean water nearby, children — mostly girls — spend hours every day walking to collect it instead of going to school. Disease spreads, and families stay trapped in poverty.</p><p>A well changes that in a single season. Communities own and maintain every well we build, with local mechanics trained by our team.</p>',
        buttonText: 'How we work',
        buttonLink: '/how-we-work',
      },
      { ...soft },
    ),
    b(
      'np-steps',
      'steps',
      {
        title: 'Where your donation goes',
        steps: [
          { title: 'Listen', description: 'Communities apply and we survey the site together with local partners.' },
          { title: 'Build', description: 'Local crews drill the well and install a hand pump or solar pump.' },
          { title: 'Sustain', description: 'A water committee and trained mechanic keep it running for decades.' },
        ],
      },
      { paddingY: 56 },
    ),
    b(
      'np-campaign',
      'progress-bars',
      {
        title: 'This year’s campaign: 100 new wells',
        items: [
          { label: 'Funds raised ($312,000 of $400,000)', value: 78 },
          { label: 'Wells completed (61 of 100)', value: 61 },
        ],
      },
      { ...soft },
    ),
    b(
      'np-story',
      'testimonial',
      {
        quote:
          'Before the well, I walked four hours every day for water. Now my daughters go to school, and I have started a vegetable garden to sell at the market.',
        author: 'Amina Wanjiru',
        position: 'Water committee chair, Kitui County',
        avatar: portrait('AW', 25),
        rating: 0,
      },
      { paddingY: 56 },
    ),
    b(
      'np-donate',
      'buy-button',
      {
        productName: 'Give safe water to one person for life',
        price: '$40',
        text: 'Donate now',
        link: '#',
        note: 'Secure donation · Tax-deductible in the US, UK and EU',
        align: 'center',
      },
      { ...soft },
    ),
    b(
      'np-newsletter',
      'newsletter',
      {
        title: 'See the difference you make',
        text: 'Photos and GPS coordinates of the wells you fund, a few times a year.',
        placeholder: 'you@example.com',
        buttonText: 'Keep me updated',
      },
      { paddingY: 56 },
    ),
  ],
};
