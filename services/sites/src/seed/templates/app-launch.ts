import { heroArt, landscape, portrait, previewImage } from './art';
import { seedBlock as b } from './seed-block';
import type { TemplateSeed } from './types';

const soft = { background: '#f5f3ff', paddingY: 56 };

export const appLaunch: TemplateSeed = {
  key: 'app-launch',
  name: 'App Launch',
  description: 'A pre-launch page for a mobile app: countdown, key features, a preview video and an early-access list.',
  category: 'landing',
  is_premium: true,
  is_popular: false,
  rating: 4.5,
  preview_image: previewImage({ title: 'App Launch', primary: '#7c3aed', dark: '#2e1065', light: '#f5f3ff', layout: 'landing' }),
  blocks: [
    b(
      'al-hero',
      'hero',
      {
        title: 'Your week, planned in 60 seconds',
        subtitle: 'Tempo looks at your calendar, tasks and energy levels, then builds a realistic plan you’ll actually follow.',
        backgroundImage: heroArt(265, 300),
        overlay: 0.3,
        height: 520,
        align: 'center',
        ctaText: 'Get early access',
        ctaLink: '#early-access',
      },
      { paddingY: 0, paddingX: 0, marginBottom: 0 },
    ),
    b(
      'al-countdown',
      'countdown',
      {
        title: 'Launching on the App Store and Google Play in',
        target: '2027-02-01T15:00:00Z',
        expiredText: 'Tempo is live — download it today!',
      },
      { paddingY: 40 },
    ),
    b(
      'al-features',
      'features',
      {
        title: 'Planning that adapts to you',
        columns: 3,
        items: [
          { icon: 'calendar', title: 'Smart scheduling', description: 'Tasks find their own time slot around your meetings.' },
          { icon: 'heart', title: 'Energy-aware', description: 'Deep work when you are sharp, admin when you are not.' },
          { icon: 'clock', title: 'Weekly review', description: 'A two-minute look back that makes next week better.' },
        ],
      },
      { ...soft },
    ),
    b(
      'al-story',
      'image-text',
      {
        image: landscape(270),
        alt: 'Illustration of a calm violet landscape',
        imagePosition: 'left',
        title: 'Less juggling, more doing',
        text: '<p>Beta users plan their week in under a minute and finish 30% more of what they planned. Tempo syncs with Google Calendar, Outlook, Todoist and Notion.</p>',
        buttonText: '',
        buttonLink: '',
      },
      { paddingY: 56 },
    ),
    b(
      'al-quote',
      'testimonial',
      {
        quote: 'I have tried every planner app out there. Tempo is the first one I still open after a month.',
        author: 'Jordan Avery',
        position: 'Beta tester, product designer',
        avatar: portrait('JA', 280),
        rating: 5,
      },
      { ...soft },
    ),
    b(
      'al-signup',
      'newsletter',
      {
        title: 'Be first in line',
        text: 'Join 8,000 people on the waitlist. Early members get Tempo Pro free for three months.',
        placeholder: 'you@example.com',
        buttonText: 'Join the waitlist',
      },
      { paddingY: 56 },
    ),
    b('al-social', 'social-links', {
      title: 'Follow the build',
      align: 'center',
      links: [
        { network: 'x', url: 'https://x.com/' },
        { network: 'instagram', url: 'https://instagram.com/' },
        { network: 'linkedin', url: 'https://linkedin.com/' },
      ],
    }),
  ],
};
