import { heroArt, landscape, portrait, previewImage, wordmark } from './art';
import { seedBlock as b } from './seed-block';
import type { TemplateSeed } from './types';

const soft = { background: '#f8fafc', paddingY: 64 };
const roomy = { paddingY: 64 };

export const modernLandingPage: TemplateSeed = {
  key: 'modern-landing-page',
  name: 'Modern Landing Page',
  description: 'A bold landing page for a software product: hero, social proof, features, pricing, FAQ and a closing call to action.',
  category: 'landing',
  is_premium: false,
  is_popular: true,
  rating: 4.9,
  preview_image: previewImage({ title: 'Modern Landing Page', primary: '#6366f1', dark: '#1e1b4b', light: '#eef2ff', layout: 'landing' }),
  blocks: [
    b(
      'mlp-hero',
      'hero',
      {
        title: 'Know what your customers want — before they tell you',
        subtitle:
          'Pulse turns product analytics into plain-language insights your whole team can act on. Set up in five minutes, no engineers needed.',
        backgroundImage: heroArt(235, 275),
        overlay: 0.3,
        height: 560,
        align: 'center',
        ctaText: 'Start your free trial',
        ctaLink: '#pricing',
      },
      { paddingY: 0, paddingX: 0, marginBottom: 0 },
    ),
    b(
      'mlp-logos',
      'logo-cloud',
      {
        title: 'Trusted by 2,000+ product teams',
        logos: [
          { src: wordmark('Northwind', 210), alt: 'Northwind', link: '' },
          { src: wordmark('Lumen', 40), alt: 'Lumen', link: '' },
          { src: wordmark('Orbital', 270), alt: 'Orbital', link: '' },
          { src: wordmark('Verde', 130), alt: 'Verde', link: '' },
          { src: wordmark('Kite', 350), alt: 'Kite', link: '' },
        ],
      },
      { paddingY: 40 },
    ),
    b(
      'mlp-features',
      'features',
      {
        title: 'Everything you need to understand your product',
        columns: 3,
        items: [
          {
            icon: 'chart',
            title: 'Live dashboards',
            description: 'See sign-ups, activation and retention update in real time, without writing a single query.',
          },
          {
            icon: 'bolt',
            title: 'Instant insights',
            description: 'Pulse highlights what changed this week and why, in sentences anyone can read.',
          },
          {
            icon: 'users',
            title: 'Customer journeys',
            description: 'Follow real paths through your product and spot where people get stuck.',
          },
          { icon: 'shield', title: 'Private by design', description: 'EU hosting, no cookies, and full GDPR compliance out of the box.' },
          {
            icon: 'link',
            title: '40+ integrations',
            description: 'Connect Stripe, HubSpot, Slack and your data warehouse in a couple of clicks.',
          },
          { icon: 'chat', title: 'Human support', description: 'Talk to a real analyst within an hour, on every plan.' },
        ],
      },
      { ...soft },
    ),
    b(
      'mlp-story',
      'image-text',
      {
        image: landscape(240),
        alt: 'Illustration of a calm landscape at dawn',
        imagePosition: 'right',
        title: 'From raw events to clear decisions',
        text: '<p>Most analytics tools hand you a spreadsheet and wish you luck. Pulse reads your data for you and tells you what matters: which feature drives upgrades, which step loses new users, which customers are about to churn.</p><ul><li>Weekly summary in your inbox</li><li>Alerts when a metric moves</li><li>Shareable reports for your board</li></ul>',
        buttonText: 'See a sample report',
        buttonLink: '#',
      },
      { ...roomy },
    ),
    b(
      'mlp-stats',
      'stats',
      {
        title: '',
        items: [
          { value: '5 min', label: 'Average setup time' },
          { value: '38%', label: 'Higher activation' },
          { value: '2,000+', label: 'Teams on Pulse' },
          { value: '4.9/5', label: 'Customer rating' },
        ],
      },
      { ...soft, paddingY: 48 },
    ),
    b(
      'mlp-steps',
      'steps',
      {
        title: 'Up and running in three steps',
        steps: [
          { title: 'Add one line of code', description: 'Paste our snippet or install the plugin for your platform.' },
          { title: 'Pick your goals', description: 'Tell Pulse what success looks like: sign-ups, purchases, renewals.' },
          { title: 'Get answers', description: 'Insights start arriving within the hour, right where your team works.' },
        ],
      },
      { ...roomy },
    ),
    b(
      'mlp-testimonials',
      'testimonial-slider',
      {
        title: 'Loved by product teams',
        items: [
          {
            quote: 'We found the step that lost half our trial users on day one. Fixing it paid for Pulse for the next ten years.',
            author: 'Sara Lindqvist',
            position: 'Head of Product, Kite',
            avatar: portrait('SL', 330),
            rating: 5,
          },
          {
            quote: 'Our designers and marketers use it every day — not just the data team. That never happened with our old tools.',
            author: 'Marcus Webb',
            position: 'CEO, Orbital',
            avatar: portrait('MW', 200),
            rating: 5,
          },
          {
            quote: 'Setup took literally four minutes. The weekly summary email is the most-read email in our company.',
            author: 'Priya Nair',
            position: 'Growth Lead, Lumen',
            avatar: portrait('PN', 25),
            rating: 5,
          },
        ],
      },
      { ...soft },
    ),
    b(
      'mlp-pricing-title',
      'heading',
      { text: 'Simple, honest pricing', level: 'h2', align: 'center', color: '' },
      { paddingY: 0, marginBottom: 0, style: { desktop: { marginTop: 48 }, tablet: {}, mobile: {} } },
    ),
    b(
      'mlp-pricing-intro',
      'text',
      { text: '<p style="text-align: center">Start free for 14 days. No credit card required. Cancel anytime.</p>' },
      { paddingY: 8, marginBottom: 0 },
    ),
    b(
      'mlp-pricing',
      'pricing',
      {
        plans: [
          {
            name: 'Starter',
            price: '$0',
            period: 'month',
            features: 'Up to 1,000 monthly users\nLive dashboards\nWeekly summary email\nCommunity support',
            highlighted: false,
          },
          {
            name: 'Growth',
            price: '$49',
            period: 'month',
            features: 'Up to 50,000 monthly users\nInstant insights & alerts\nCustomer journeys\nAll integrations\nPriority support',
            highlighted: true,
          },
          {
            name: 'Scale',
            price: '$199',
            period: 'month',
            features: 'Unlimited users\nData warehouse sync\nSSO & audit log\nDedicated analyst',
            highlighted: false,
          },
        ],
      },
      { paddingY: 40 },
    ),
    b(
      'mlp-faq',
      'faq',
      {
        title: 'Frequently asked questions',
        items: [
          {
            question: 'Do I need a developer to set up Pulse?',
            answer:
              '<p>No. Most teams paste one snippet or install a plugin for Shopify, WordPress or Webflow. It takes about five minutes.</p>',
          },
          {
            question: 'Is my data safe?',
            answer:
              '<p>Yes. Data is encrypted, hosted in the EU and never sold or shared. Pulse does not use cookies, so no consent banner is needed.</p>',
          },
          {
            question: 'What happens after the free trial?',
            answer: '<p>You choose a plan, or stay on Starter for free. We never charge you without asking first.</p>',
          },
          {
            question: 'Can I import data from my current tool?',
            answer: '<p>Yes — we import from Google Analytics, Mixpanel and Amplitude at no cost.</p>',
          },
        ],
      },
      { ...soft },
    ),
    b(
      'mlp-cta',
      'cta',
      {
        title: 'See what your data has been trying to tell you',
        text: 'Join 2,000+ teams making better product decisions with Pulse.',
        buttonText: 'Start your free trial',
        buttonLink: '#pricing',
        secondaryText: 'Book a demo',
        secondaryLink: '#',
      },
      { paddingY: 48 },
    ),
  ],
};
