import { defineBlock } from '../define-block';

export type NewsletterContent = { title: string; text: string; placeholder: string; buttonText: string };

export const newsletterSchema = defineBlock<NewsletterContent>()({
  type: 'newsletter',
  label: 'Newsletter Signup',
  category: 'forms',
  icon: '✎',
  description: 'An email sign-up form for your newsletter.',
  interactive: true,
  defaults: () => ({
    title: 'Stay in the loop',
    text: 'One short email a month with new features and tips. No spam, unsubscribe anytime.',
    placeholder: 'you@example.com',
    buttonText: 'Subscribe',
  }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'text', label: 'Text', kind: 'textarea' },
    { name: 'placeholder', label: 'Placeholder', kind: 'text' },
    { name: 'buttonText', label: 'Button text', kind: 'text' },
  ],
});
