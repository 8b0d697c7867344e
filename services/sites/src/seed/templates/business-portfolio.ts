import { heroArt, landscape, portrait, previewImage } from './art';
import { seedBlock as b, seedColumns } from './seed-block';
import type { TemplateSeed } from './types';

const soft = { background: '#f8fafc', paddingY: 64 };

export const businessPortfolio: TemplateSeed = {
  key: 'business-portfolio',
  name: 'Business Portfolio',
  description: 'A consulting firm site: services, results, team, client stories and a contact form.',
  category: 'business',
  is_premium: false,
  is_popular: true,
  rating: 4.8,
  preview_image: previewImage({ title: 'Business Portfolio', primary: '#0f766e', dark: '#134e4a', light: '#f0fdfa', layout: 'grid' }),
  blocks: [
    b(
      'bp-hero',
      'hero',
      {
        title: 'Strategy that turns into results',
        subtitle: 'Meridian Partners helps growing companies sharpen their strategy, streamline operations and scale with confidence.',
        backgroundImage: heroArt(175, 210),
        overlay: 0.3,
        height: 520,
        align: 'left',
        ctaText: 'Book a free consultation',
        ctaLink: '#contact',
      },
      { paddingY: 0, paddingX: 0, marginBottom: 0 },
    ),
    b(
      'bp-stats',
      'stats',
      {
        title: '',
        items: [
          { value: '150+', label: 'Clients advised' },
          { value: '18 yrs', label: 'In business' },
          { value: '$2.4B', label: 'Revenue influenced' },
          { value: '96%', label: 'Clients who return' },
        ],
      },
      { paddingY: 48 },
    ),
    b(
      'bp-services',
      'features',
      {
        title: 'How we help',
        columns: 3,
        items: [
          {
            icon: 'chart',
            title: 'Growth strategy',
            description: 'Market analysis, positioning and a clear three-year plan your team believes in.',
          },
          {
            icon: 'bolt',
            title: 'Operations',
            description: 'Leaner processes, better tools and fewer meetings — measured in hours saved.',
          },
          {
            icon: 'users',
            title: 'Leadership coaching',
            description: 'One-to-one coaching for founders and managers stepping into bigger roles.',
          },
        ],
      },
      { ...soft },
    ),
    b(
      'bp-about',
      'image-text',
      {
        image: landscape(180),
        alt: 'Illustration of green hills under a clear sky',
        imagePosition: 'left',
        title: 'Senior advisors, not slide decks',
        text: '<p>Every engagement is led by a partner with at least fifteen years of operating experience. We work inside your team, share our methods openly and stay until the results show up in your numbers.</p>',
        buttonText: 'Meet the team',
        buttonLink: '#team',
      },
      { paddingY: 64 },
    ),
    b(
      'bp-work',
      'card-grid',
      {
        title: 'Selected work',
        columns: 3,
        cards: [
          {
            image: landscape(200, 800, 500),
            alt: 'Illustration for the Northwind case study',
            title: 'Northwind Logistics',
            text: 'Cut delivery costs by 23% with a new regional hub strategy.',
            link: '#',
            linkText: 'Read the case study',
          },
          {
            image: landscape(30, 800, 500),
            alt: 'Illustration for the Lumen case study',
            title: 'Lumen Health',
            text: 'Prepared a 40-person startup for a successful Series B.',
            link: '#',
            linkText: 'Read the case study',
          },
          {
            image: landscape(140, 800, 500),
            alt: 'Illustration for the Verde case study',
            title: 'Verde Foods',
            text: 'Launched in three new markets within twelve months.',
            link: '#',
            linkText: 'Read the case study',
          },
        ],
      },
      { ...soft },
    ),
    b(
      'bp-team',
      'team',
      {
        title: 'Our partners',
        columns: 3,
        members: [
          {
            name: 'Eleanor Hayes',
            role: 'Managing Partner',
            photo: portrait('EH', 170),
            bio: 'Former COO of a listed retailer; 20 years in operations.',
          },
          {
            name: 'Jonas Richter',
            role: 'Partner, Strategy',
            photo: portrait('JR', 215),
            bio: 'Led growth strategy for companies in 14 countries.',
          },
          {
            name: 'Amara Okafor',
            role: 'Partner, Leadership',
            photo: portrait('AO', 20),
            bio: 'Executive coach to more than 200 founders and CEOs.',
          },
        ],
      },
      { paddingY: 64 },
    ),
    b(
      'bp-testimonial',
      'testimonial',
      {
        quote:
          'Meridian gave us clarity we could not find on our own. Eighteen months later we have doubled revenue and we still use their playbook every week.',
        author: 'David Chen',
        position: 'CEO, Northwind Logistics',
        avatar: portrait('DC', 200),
        rating: 5,
      },
      { ...soft },
    ),
    seedColumns(
      'bp-contact',
      [
        [
          b('bp-contact-info', 'contact-info', {
            title: 'Let’s talk',
            address: '88 King Street, Suite 400\nToronto, ON M5H 1A1',
            phone: '+1 (416) 555-0182',
            email: 'hello@meridianpartners.com',
          }),
          b('bp-hours', 'opening-hours', {
            title: 'Office hours',
            hours: [
              { day: 'Monday – Friday', time: '8:30 – 18:00' },
              { day: 'Saturday – Sunday', time: 'Closed' },
            ],
          }),
        ],
        [
          b('bp-form', 'form', {
            title: 'Book a free consultation',
            fields: [
              { type: 'text', name: 'name', label: 'Full name', required: true, placeholder: 'Jane Smith' },
              { type: 'email', name: 'email', label: 'Work email', required: true, placeholder: 'jane@company.com' },
              { type: 'text', name: 'company', label: 'Company', required: false, placeholder: 'Company name' },
              { type: 'textarea', name: 'message', label: 'How can we help?', required: true, placeholder: 'Tell us about your goals' },
            ],
            submitText: 'Request consultation',
          }),
        ],
      ],
      40,
      { paddingY: 64 },
    ),
  ],
};
