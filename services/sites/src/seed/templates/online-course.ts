import { heroArt, portrait, previewImage } from './art';
import { seedBlock as b } from './seed-block';
import type { TemplateSeed } from './types';

const soft = { background: '#eff6ff', paddingY: 56 };

export const onlineCourse: TemplateSeed = {
  key: 'online-course',
  name: 'Online Course',
  description: 'Sell a course or bootcamp: outcomes, curriculum, instructors, pricing, student reviews and an enrolment deadline.',
  category: 'education',
  is_premium: false,
  is_popular: false,
  rating: 4.6,
  preview_image: previewImage({ title: 'Online Course', primary: '#2563eb', dark: '#172554', light: '#eff6ff', layout: 'landing' }),
  blocks: [
    b(
      'oc-hero',
      'hero',
      {
        title: 'Learn Python in 8 weeks — from zero to your first real project',
        subtitle:
          'A live, mentor-led online course for complete beginners. Two evenings a week, small groups, lifetime access to recordings.',
        backgroundImage: heroArt(220, 250),
        overlay: 0.3,
        height: 520,
        align: 'left',
        ctaText: 'Reserve your seat',
        ctaLink: '#pricing',
      },
      { paddingY: 0, paddingX: 0, marginBottom: 0 },
    ),
    b(
      'oc-stats',
      'stats',
      {
        title: '',
        items: [
          { value: '8 weeks', label: 'Live course' },
          { value: '12', label: 'Students per mentor' },
          { value: '4,500+', label: 'Graduates' },
          { value: '4.8/5', label: 'Average review' },
        ],
      },
      { paddingY: 40 },
    ),
    b(
      'oc-outcomes',
      'features',
      {
        title: 'What you will be able to do',
        columns: 3,
        items: [
          {
            icon: 'code',
            title: 'Write clean Python',
            description: 'Variables, functions, classes and the standard library, the right way.',
          },
          { icon: 'chart', title: 'Work with data', description: 'Read spreadsheets, clean data and draw your first charts.' },
          { icon: 'rocket', title: 'Ship a project', description: 'Build and publish a small web app you can show employers.' },
        ],
      },
      { ...soft },
    ),
    b(
      'oc-curriculum',
      'timeline',
      {
        title: 'Curriculum',
        items: [
          {
            date: 'Weeks 1–2',
            title: 'Foundations',
            description: 'Setting up, variables, loops, functions and thinking like a programmer.',
          },
          {
            date: 'Weeks 3–4',
            title: 'Working with data',
            description: 'Lists, dictionaries, files, CSV and a first data-cleaning project.',
          },
          { date: 'Weeks 5–6', title: 'Real-world Python', description: 'Packages, APIs, testing and writing code other people can read.' },
          { date: 'Weeks 7–8', title: 'Final project', description: 'Build, review and publish your own app with a mentor’s help.' },
        ],
      },
      { paddingY: 56 },
    ),
    b(
      'oc-instructors',
      'team',
      {
        title: 'Your instructors',
        columns: 2,
        members: [
          {
            name: 'Dr. Grace Liu',
            role: 'Lead instructor',
            photo: portrait('GL', 220),
            bio: 'Former Google engineer; has taught Python to over 3,000 beginners.',
          },
          { name: 'Samuel Osei', role: 'Mentor', photo: portrait('SO', 30), bio: 'Data engineer and Codepath graduate, class of 2021.' },
        ],
      },
      { ...soft },
    ),
    b(
      'oc-reviews',
      'testimonial-slider',
      {
        title: 'From our graduates',
        items: [
          {
            quote: 'I went from copying code I didn’t understand to building my own tools at work. Best money I have spent on learning.',
            author: 'Elena Petrova',
            position: 'Operations analyst',
            avatar: portrait('EP', 300),
            rating: 5,
          },
          {
            quote: 'Small groups made all the difference. I could ask anything.',
            author: 'Tom Becker',
            position: 'Career changer, now junior developer',
            avatar: portrait('TB', 190),
            rating: 5,
          },
          {
            quote: 'Clear, patient and practical. The final project got me my first interview.',
            author: 'Aisha Rahman',
            position: 'Student',
            avatar: portrait('AR', 20),
            rating: 5,
          },
        ],
      },
      { paddingY: 56 },
    ),
    b(
      'oc-pricing-title',
      'heading',
      { text: 'Choose how you learn', level: 'h2', align: 'center', color: '' },
      { paddingY: 0, marginBottom: 0 },
    ),
    b(
      'oc-pricing',
      'pricing',
      {
        plans: [
          {
            name: 'Self-paced',
            price: '$149',
            period: 'once',
            features: 'All recorded lessons\nExercises and solutions\nCommunity forum\nCertificate of completion',
            highlighted: false,
          },
          {
            name: 'Live cohort',
            price: '$499',
            period: 'once',
            features: 'Everything in Self-paced\n16 live sessions\nWeekly mentor review\nFinal project feedback\nCareer session',
            highlighted: true,
          },
        ],
      },
      { paddingY: 32 },
    ),
    b(
      'oc-countdown',
      'countdown',
      {
        title: 'Enrolment for the next cohort closes in',
        target: '2027-03-01T09:00:00Z',
        expiredText: 'Enrolment is closed — join the waiting list for the next cohort.',
      },
      { ...soft },
    ),
    b(
      'oc-faq',
      'faq',
      {
        title: 'Frequently asked questions',
        items: [
          {
            question: 'Do I need any experience?',
            answer: '<p>No. The course starts from the very beginning. If you can use email and a web browser, you can do this.</p>',
          },
          {
            question: 'How much time do I need each week?',
            answer: '<p>About 6 hours: two 90-minute live sessions plus practice in your own time.</p>',
          },
          { question: 'What if I miss a session?', answer: '<p>Every session is recorded and you keep access for life.</p>' },
          { question: 'Is there a refund policy?', answer: '<p>Yes — a full refund within the first 14 days, no questions asked.</p>' },
        ],
      },
      { paddingY: 56 },
    ),
  ],
};
