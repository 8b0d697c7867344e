import { heroArt, landscape, portrait, previewImage } from './art';
import { seedBlock as b, seedColumns } from './seed-block';
import type { TemplateSeed } from './types';

const soft = { background: '#fdf8f3', paddingY: 56 };

const menu = (dishes: [string, string, string][]) =>
  `<ul>${dishes.map(([name, description, price]) => `<li><strong>${name}</strong> — ${description} <em>${price}</em></li>`).join('')}</ul>`;

export const restaurant: TemplateSeed = {
  key: 'restaurant',
  name: 'Restaurant & Café',
  description: 'A neighbourhood restaurant: the menu in tabs, photos, reviews, opening hours, a map and table bookings.',
  category: 'business',
  is_premium: false,
  is_popular: false,
  rating: 4.6,
  preview_image: previewImage({ title: 'Restaurant & Café', primary: '#b45309', dark: '#292524', light: '#fdf8f3', layout: 'grid' }),
  blocks: [
    b(
      'rs-hero',
      'hero',
      {
        title: 'Mediterranean kitchen, made with what’s in season',
        subtitle: 'Wood-fired plates, natural wine and a long table for friends. Open for lunch and dinner, Tuesday to Sunday.',
        backgroundImage: heroArt(25, 45),
        overlay: 0.3,
        height: 520,
        align: 'center',
        ctaText: 'Book a table',
        ctaLink: '#book',
      },
      { paddingY: 0, paddingX: 0, marginBottom: 0 },
    ),
    b(
      'rs-about',
      'image-text',
      {
        image: landscape(35),
        alt: 'Illustration of olive groves at sunset',
        imagePosition: 'right',
        title: 'From the market to your plate',
        text: '<p>Chef Nikos Andreou cooks the food he grew up with on Crete, using vegetables from two farms less than an hour away. The menu changes every week; the welcome never does.</p>',
        buttonText: 'See this week’s menu',
        buttonLink: '#menu',
      },
      { paddingY: 56 },
    ),
    b('rs-menu-title', 'heading', { text: 'Our menu', level: 'h2', align: 'center', color: '' }, { paddingY: 0, marginBottom: 0 }),
    b(
      'rs-menu',
      'tabs',
      {
        tabs: [
          {
            title: 'Starters',
            content: menu([
              ['Grilled halloumi', 'honey, thyme, toasted sesame', '$11'],
              ['Charred octopus', 'fava purée, capers, red onion', '$16'],
              ['Village salad', 'tomato, cucumber, feta, oregano', '$12'],
            ]),
          },
          {
            title: 'Mains',
            content: menu([
              ['Lamb kleftiko', 'slow-roasted shoulder, lemon potatoes', '$28'],
              ['Whole sea bream', 'wood-fired, herb oil, greens', '$30'],
              ['Giant beans', 'tomato, dill, baked feta (vegetarian)', '$19'],
            ]),
          },
          {
            title: 'Desserts',
            content: menu([
              ['Galaktoboureko', 'semolina custard, filo, orange syrup', '$10'],
              ['Greek yoghurt', 'thyme honey, walnuts', '$8'],
              ['Olive oil cake', 'seasonal fruit, crème fraîche', '$9'],
            ]),
          },
        ],
      },
      { paddingY: 24 },
    ),
    b(
      'rs-gallery',
      'gallery',
      {
        columns: 3,
        images: [
          { src: landscape(30, 800, 600), alt: 'Warm-toned illustration of the dining room', caption: 'The dining room' },
          { src: landscape(15, 800, 600), alt: 'Illustration of the wood-fired oven glow', caption: 'Our wood-fired oven' },
          { src: landscape(90, 800, 600), alt: 'Illustration of the garden terrace', caption: 'The garden terrace' },
        ],
      },
      { ...soft },
    ),
    b(
      'rs-reviews',
      'testimonial-slider',
      {
        title: 'What our guests say',
        items: [
          {
            quote: 'The best lamb I have had outside Greece. We are already planning our next visit.',
            author: 'Jessica M.',
            position: 'Google review',
            avatar: portrait('JM', 350),
            rating: 5,
          },
          {
            quote: 'Warm service, a great wine list and the octopus is unmissable.',
            author: 'Daniel K.',
            position: 'Google review',
            avatar: portrait('DK', 210),
            rating: 5,
          },
          {
            quote: 'Our favourite neighbourhood spot. Feels like dinner at a friend’s house.',
            author: 'Sofia & Marco',
            position: 'Regular guests',
            avatar: portrait('SM', 120),
            rating: 5,
          },
        ],
      },
      { paddingY: 56 },
    ),
    seedColumns(
      'rs-visit',
      [
        [
          b('rs-contact', 'contact-info', {
            title: 'Visit us',
            address: '24 Harbour Lane\nPortland, ME 04101',
            phone: '+1 (207) 555-0147',
            email: 'table@oliveandthyme.com',
          }),
          b('rs-hours', 'opening-hours', {
            title: 'Opening hours',
            hours: [
              { day: 'Tuesday – Friday', time: '12:00 – 15:00, 18:00 – 22:30' },
              { day: 'Saturday – Sunday', time: '12:00 – 23:00' },
              { day: 'Monday', time: 'Closed' },
            ],
          }),
        ],
        [
          b('rs-book', 'form', {
            title: 'Book a table',
            fields: [
              { type: 'text', name: 'name', label: 'Name', required: true, placeholder: '' },
              { type: 'tel', name: 'phone', label: 'Phone', required: true, placeholder: '' },
              { type: 'date', name: 'date', label: 'Date', required: true, placeholder: '' },
              { type: 'number', name: 'guests', label: 'Guests', required: true, placeholder: '2' },
              {
                type: 'textarea',
                name: 'notes',
                label: 'Anything we should know?',
                required: false,
                placeholder: 'Allergies, high chair, celebrations…',
              },
            ],
            submitText: 'Request booking',
          }),
        ],
      ],
      40,
      { ...soft },
    ),
    b('rs-map', 'map', { address: '24 Harbour Lane, Portland, ME 04101', zoom: 15, height: 360 }, { paddingY: 0 }),
  ],
};
