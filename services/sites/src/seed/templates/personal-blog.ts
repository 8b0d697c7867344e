import { heroArt, landscape, previewImage } from './art';
import { seedBlock as b } from './seed-block';
import type { TemplateSeed } from './types';

const soft = { background: '#fefce8', paddingY: 56 };

export const personalBlog: TemplateSeed = {
  key: 'personal-blog',
  name: 'Food Blog',
  description: 'A warm blog home page: featured posts, an author introduction, a favourite quote and a newsletter sign-up.',
  category: 'blog',
  is_premium: false,
  is_popular: true,
  rating: 4.6,
  preview_image: previewImage({ title: 'Food Blog', primary: '#ca8a04', dark: '#422006', light: '#fefce8', layout: 'article' }),
  blocks: [
    b(
      'pb-hero',
      'hero',
      {
        title: 'Seasonal recipes for unhurried cooks',
        subtitle: 'Simple food, good ingredients and the stories behind them. New recipes every Sunday.',
        backgroundImage: heroArt(30, 10),
        overlay: 0.3,
        height: 440,
        align: 'center',
        ctaText: 'Browse recipes',
        ctaLink: '#recipes',
      },
      { paddingY: 0, paddingX: 0, marginBottom: 0 },
    ),
    b(
      'pb-posts',
      'card-grid',
      {
        title: 'Latest recipes',
        columns: 3,
        cards: [
          {
            image: landscape(30, 800, 500),
            alt: 'Illustration in autumn colours',
            title: 'Roasted squash soup with sage butter',
            text: 'The soup I make every October, the week the first squash arrives.',
            link: '#',
            linkText: 'Read recipe',
          },
          {
            image: landscape(100, 800, 500),
            alt: 'Illustration in spring greens',
            title: 'Wild garlic pesto, three ways',
            text: 'On pasta, on toast and swirled into a spring risotto.',
            link: '#',
            linkText: 'Read recipe',
          },
          {
            image: landscape(350, 800, 500),
            alt: 'Illustration in berry tones',
            title: 'No-fuss summer berry galette',
            text: 'Buttery pastry, whatever fruit you have, forty minutes.',
            link: '#',
            linkText: 'Read recipe',
          },
          {
            image: landscape(45, 800, 500),
            alt: 'Illustration in golden tones',
            title: 'Sourdough for beginners',
            text: 'Everything I wish I had known before my first loaf.',
            link: '#',
            linkText: 'Read recipe',
          },
          {
            image: landscape(200, 800, 500),
            alt: 'Illustration in cool blues',
            title: 'Weeknight fish stew',
            text: 'A one-pot dinner that tastes like a seaside holiday.',
            link: '#',
            linkText: 'Read recipe',
          },
          {
            image: landscape(15, 800, 500),
            alt: 'Illustration in warm reds',
            title: 'Slow-cooked tomato sauce',
            text: 'Make a big batch in August, thank yourself in February.',
            link: '#',
            linkText: 'Read recipe',
          },
        ],
      },
      { paddingY: 56 },
    ),
    b(
      'pb-quote',
      'quote',
      {
        quote: 'Cooking is like love. It should be entered into with abandon or not at all.',
        author: 'Harriet Van Horne',
        source: '',
        align: 'center',
      },
      { ...soft },
    ),
    b(
      'pb-about',
      'image-text',
      {
        image: landscape(60),
        alt: 'Illustration of golden fields near Bologna',
        imagePosition: 'left',
        title: 'Hi, I’m Maria',
        text: '<p>I grew up in my grandmother’s kitchen in Bologna and now cook in a tiny flat in Bristol. This blog is where I write down the recipes my friends keep asking for.</p><p>Everything here is tested at least three times, with ingredients you can find in an ordinary shop.</p>',
        buttonText: 'More about me',
        buttonLink: '/about',
      },
      { paddingY: 56 },
    ),
    b(
      'pb-newsletter',
      'newsletter',
      {
        title: 'Sunday recipes, in your inbox',
        text: 'One new recipe and one kitchen tip every week. Join 12,000 home cooks.',
        placeholder: 'you@example.com',
        buttonText: 'Subscribe',
      },
      { ...soft },
    ),
    b('pb-social', 'social-links', {
      title: 'Cook along',
      align: 'center',
      links: [
        { network: 'instagram', url: 'https://instagram.com/' },
        { network: 'youtube', url: 'https://youtube.com/' },
        { network: 'tiktok', url: 'https://tiktok.com/' },
      ],
    }),
  ],
};
