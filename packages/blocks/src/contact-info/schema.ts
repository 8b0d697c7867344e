import { defineBlock } from '../define-block';

export type ContactInfoContent = { title: string; address: string; phone: string; email: string };

export const contactInfoSchema = defineBlock<ContactInfoContent>()({
  type: 'contact-info',
  label: 'Contact Details',
  category: 'business',
  icon: '☎',
  description: 'Address, phone and email, with tap-to-call and tap-to-email links.',
  defaults: () => ({
    title: 'Visit or call us',
    address: '120 Market Street\nSan Francisco, CA 94105',
    phone: '+1 (415) 555-0134',
    email: 'hello@example.com',
  }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'address', label: 'Address', kind: 'textarea' },
    { name: 'phone', label: 'Phone', kind: 'text' },
    { name: 'email', label: 'Email', kind: 'text' },
  ],
});
