import { heroArt, landscape, portrait, previewImage, productShot } from './art';
import { seedBlock as b } from './seed-block';
import type { TemplateSeed } from './types';

const soft = { background: '#f5f5f4', paddingY: 56 };

export const boutiqueStore: TemplateSeed = {
  key: 'boutique-store',
  name: 'Boutique Store',
  description: 'A shop front for handmade goods: featured products, shopping promises, brand story, reviews and FAQ.',
  category: 'ecommerce',
  is_premium: false,
  is_popular: true,
  rating: 4.7,
  preview_image: previewImage({ title: 'Boutique Store', primary: '#15803d', dark: '#1c1917', light: '#f5f5f4', layout: 'shop' }),
  blocks: [
    b(
      'bs-hero',
      'hero',
      {
        title: 'Handmade for everyday rituals',
        subtitle: 'Ceramics, linen and candles made in small batches by independent makers. Free shipping over $60.',
        backgroundImage: heroArt(140, 30),
        overlay: 0.3,
        height: 520,
        align: 'center',
        ctaText: 'Shop the collection',
        ctaLink: '#shop',
      },
      { paddingY: 0, paddingX: 0, marginBottom: 0 },
    ),
    b(
      'bs-promises',
      'features',
      {
        title: '',
        columns: 3,
        items: [
          { icon: 'gift', title: 'Free shipping over $60', description: 'Carbon-neutral delivery in 2–4 days.' },
          { icon: 'heart', title: '30-day returns', description: 'Not in love? Send it back, no questions asked.' },
          { icon: 'lock', title: 'Secure checkout', description: 'Pay by card, Apple Pay or PayPal.' },
        ],
      },
      { paddingY: 32 },
    ),
    b(
      'bs-products',
      'product-grid',
      {
        title: 'Best sellers',
        columns: 3,
        buttonText: 'Add to cart',
        products: [
          {
            image: productShot(30, 'mug'),
            alt: 'Sand-coloured stoneware mug',
            name: 'Dune stoneware mug',
            price: '$28.00',
            compareAt: '',
            badge: 'Best seller',
            link: '#',
          },
          {
            image: productShot(200, 'bag'),
            alt: 'Blue linen tote bag',
            name: 'Linen market tote',
            price: '$42.00',
            compareAt: '',
            badge: 'New',
            link: '#',
          },
          {
            image: productShot(120, 'bottle'),
            alt: 'Green glass bud vase',
            name: 'Fern bud vase',
            price: '$34.00',
            compareAt: '',
            badge: '',
            link: '#',
          },
          {
            image: productShot(20, 'box'),
            alt: 'Terracotta gift box',
            name: 'Slow morning gift set',
            price: '$72.00',
            compareAt: '$86.00',
            badge: 'Sale',
            link: '#',
          },
          {
            image: productShot(270, 'bottle'),
            alt: 'Lavender scented candle',
            name: 'Lavender field candle',
            price: '$26.00',
            compareAt: '',
            badge: '',
            link: '#',
          },
          {
            image: productShot(160, 'mug'),
            alt: 'Sage green espresso cup',
            name: 'Sage espresso cup',
            price: '$18.00',
            compareAt: '',
            badge: '',
            link: '#',
          },
        ],
      },
      { paddingY: 56 },
    ),
    b(
      'bs-story',
      'image-text',
      {
        image: landscape(140),
        alt: 'Illustration of the countryside where our makers work',
        imagePosition: 'right',
        title: 'Made slowly, by people we know',
        text: '<p>Every piece in our shop comes from a maker we have visited in person. We pay fairly, order in small batches and never use plastic packaging.</p>',
        buttonText: 'Meet our makers',
        buttonLink: '/makers',
      },
      { ...soft },
    ),
    b(
      'bs-reviews',
      'testimonial-slider',
      {
        title: 'Happy homes',
        items: [
          {
            quote: 'The mug is even lovelier in person. Beautifully packed, arrived in two days.',
            author: 'Chloe B.',
            position: 'Verified buyer',
            avatar: portrait('CB', 340),
            rating: 5,
          },
          {
            quote: 'I have bought six gift sets this year. Everyone asks where they are from.',
            author: 'Raj P.',
            position: 'Verified buyer',
            avatar: portrait('RP', 30),
            rating: 5,
          },
          {
            quote: 'Quality you can feel. The tote has survived a year of farmers markets.',
            author: 'Emma L.',
            position: 'Verified buyer',
            avatar: portrait('EL', 190),
            rating: 4,
          },
        ],
      },
      { paddingY: 56 },
    ),
    b(
      'bs-faq',
      'faq',
      {
        title: 'Questions, answered',
        items: [
          {
            question: 'When will my order arrive?',
            answer: '<p>Orders ship within one working day and arrive in 2–4 days. You will get a tracking link by email.</p>',
          },
          { question: 'Can I return an item?', answer: '<p>Yes, within 30 days of delivery. Returns are free for orders over $60.</p>' },
          {
            question: 'Are your products dishwasher safe?',
            answer: '<p>All our stoneware is dishwasher and microwave safe unless the product page says otherwise.</p>',
          },
        ],
      },
      { ...soft },
    ),
    b(
      'bs-newsletter',
      'newsletter',
      {
        title: 'Get 10% off your first order',
        text: 'Join our list for new arrivals, maker stories and members-only offers.',
        placeholder: 'you@example.com',
        buttonText: 'Get my code',
      },
      { paddingY: 56 },
    ),
  ],
};
