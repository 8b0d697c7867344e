import { heroArt, landscape, portrait, previewImage } from './art';
import { seedBlock as b } from './seed-block';
import type { TemplateSeed } from './types';

const dark = { background: '#0f172a', paddingY: 64 };
const soft = { background: '#f8fafc', paddingY: 64 };

export const designAgency: TemplateSeed = {
  key: 'design-agency',
  name: 'Creative Studio',
  description: 'A confident studio site for a design or branding agency: capabilities, projects, process and a bold call to action.',
  category: 'creative',
  is_premium: true,
  is_popular: false,
  rating: 4.7,
  preview_image: previewImage({ title: 'Creative Studio', primary: '#f59e0b', dark: '#0f172a', light: '#fffbeb', layout: 'grid' }),
  blocks: [
    b(
      'da-hero',
      'hero',
      {
        title: 'We make brands people remember',
        subtitle: 'Studio Nova is an independent design studio crafting identities, websites and campaigns for ambitious companies.',
        backgroundImage: heroArt(25, 330),
        overlay: 0.3,
        height: 600,
        align: 'left',
        ctaText: 'View our projects',
        ctaLink: '#projects',
      },
      { paddingY: 0, paddingX: 0, marginBottom: 0 },
    ),
    b(
      'da-capabilities',
      'features',
      {
        title: 'What we do',
        columns: 4,
        items: [
          { icon: 'star', title: 'Brand identity', description: 'Names, logos and visual systems with character.' },
          { icon: 'globe', title: 'Websites', description: 'Fast, accessible sites that look as good as they work.' },
          { icon: 'camera', title: 'Art direction', description: 'Photography and film that tell your story.' },
          { icon: 'rocket', title: 'Launch campaigns', description: 'Everything you need to make a loud entrance.' },
        ],
      },
      { paddingY: 64 },
    ),
    b(
      'da-projects',
      'card-grid',
      {
        title: 'Recent projects',
        columns: 2,
        cards: [
          {
            image: landscape(20, 800, 500),
            alt: 'Warm orange brand artwork for Ember',
            title: 'Ember — rebrand',
            text: 'A new identity for a fast-growing kitchenware brand.',
            link: '#',
            linkText: 'View project',
          },
          {
            image: landscape(220, 800, 500),
            alt: 'Blue web design for Tidal',
            title: 'Tidal — website',
            text: 'A booking site for a surf school, bookings up 70%.',
            link: '#',
            linkText: 'View project',
          },
          {
            image: landscape(280, 800, 500),
            alt: 'Violet packaging for Nocturne',
            title: 'Nocturne — packaging',
            text: 'Packaging for a natural sleep-tea range.',
            link: '#',
            linkText: 'View project',
          },
          {
            image: landscape(120, 800, 500),
            alt: 'Green campaign visuals for Field Day',
            title: 'Field Day — campaign',
            text: 'A launch campaign seen by 3 million people.',
            link: '#',
            linkText: 'View project',
          },
        ],
      },
      { ...soft },
    ),
    b(
      'da-compare',
      'before-after',
      {
        before: landscape(0, 800, 600),
        beforeAlt: 'Ember’s old logo and packaging',
        beforeLabel: 'Before',
        after: landscape(30, 800, 600),
        afterAlt: 'Ember’s new identity applied to packaging',
        afterLabel: 'After',
      },
      { paddingY: 48 },
    ),
    b(
      'da-process',
      'timeline',
      {
        title: 'Our process',
        items: [
          { date: 'Week 1', title: 'Discover', description: 'Workshops and interviews to understand your business and audience.' },
          { date: 'Weeks 2–4', title: 'Define & design', description: 'Concepts, feedback rounds and a direction we all love.' },
          { date: 'Weeks 5–8', title: 'Build', description: 'Guidelines, assets, website and everything needed to launch.' },
          { date: 'Launch', title: 'Go live', description: 'We stay close for the launch and the weeks after it.' },
        ],
      },
      { paddingY: 64 },
    ),
    b(
      'da-voices',
      'testimonial-slider',
      {
        title: 'Clients on working with us',
        items: [
          {
            quote: 'They asked the questions nobody else asked. The result feels more like us than anything we had before.',
            author: 'Hannah Fischer',
            position: 'CMO, Ember',
            avatar: portrait('HF', 15),
            rating: 5,
          },
          {
            quote: 'On time, on budget and genuinely fun to work with.',
            author: 'Kai Moana',
            position: 'Founder, Tidal Surf School',
            avatar: portrait('KM', 200),
            rating: 5,
          },
          {
            quote: 'Our packaging now sells itself. Retailers call us.',
            author: 'Olivia Grant',
            position: 'CEO, Nocturne',
            avatar: portrait('OG', 280),
            rating: 5,
          },
        ],
      },
      { ...soft },
    ),
    b(
      'da-cta',
      'cta',
      {
        title: 'Have a project in mind?',
        text: 'Tell us where you want to go. We’ll reply within one working day with ideas and a rough budget.',
        buttonText: 'Start a project',
        buttonLink: 'mailto:hello@studionova.design',
        secondaryText: 'Download credentials',
        secondaryLink: '#',
      },
      { ...dark },
    ),
  ],
};
