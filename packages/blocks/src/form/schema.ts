import { defineBlock, type Field } from '../define-block';
import { list, str } from '../shared/content';

export const FIELD_TYPES = ['text', 'email', 'tel', 'url', 'number', 'date', 'textarea', 'checkbox'] as const;

/** One input of the form as the author set it up. */
type FormField = { type: (typeof FIELD_TYPES)[number]; name: string; label: string; required: boolean; placeholder: string };

const formFieldItem: Field<'fields'> = {
  name: 'fields',
  label: 'Fields',
  kind: 'list',
  itemLabel: 'Field',
  fields: [
    { name: 'label', label: 'Label', kind: 'text' },
    { name: 'name', label: 'Name (sent with the answer)', kind: 'text' },
    { name: 'type', label: 'Type', kind: 'select', options: FIELD_TYPES.map((t) => ({ value: t, label: t })) },
    { name: 'placeholder', label: 'Placeholder', kind: 'text' },
    { name: 'required', label: 'Required', kind: 'boolean' },
  ],
  newItem: () => ({ type: 'text', name: 'field', label: 'New field', required: false, placeholder: '' }),
};

export const fieldName = (field: Record<string, unknown>, i: number) => str(field.name).replace(/[^\w-]/g, '') || `field_${i + 1}`;

export type FormContent = { title: string; fields: FormField[]; submitText: string };

export const formSchema = defineBlock<FormContent>()({
  type: 'form',
  label: 'Contact Form',
  category: 'forms',
  icon: '✉',
  description: 'A form visitors fill in; answers arrive as form submissions.',
  interactive: true,
  defaults: () => ({
    title: 'Get in touch',
    fields: [
      { type: 'text', name: 'name', label: 'Name', required: true, placeholder: 'Your name' },
      { type: 'email', name: 'email', label: 'Email', required: true, placeholder: 'you@example.com' },
      { type: 'textarea', name: 'message', label: 'Message', required: true, placeholder: 'How can we help?' },
    ],
    submitText: 'Send message',
  }),
  fields: [{ name: 'title', label: 'Title', kind: 'text' }, formFieldItem, { name: 'submitText', label: 'Button text', kind: 'text' }],
  validate: (content) => {
    const names = list(content.fields).map(fieldName);
    return new Set(names).size !== names.length ? 'Each field needs a different name' : null;
  },
});
