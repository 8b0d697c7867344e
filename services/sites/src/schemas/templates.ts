import { Type } from '@atlas/service-kit';
import { IdValue } from './common';

export const TEMPLATE_CATEGORIES = ['landing', 'business', 'portfolio', 'blog', 'ecommerce', 'creative', 'education', 'nonprofit'] as const;
const Category = Type.Enum([...TEMPLATE_CATEGORIES]);

export const TemplateListQuery = Type.Object({
  category: Type.Optional(Type.Union([Category, Type.Literal(''), Type.Literal('all')])),
});

export const UseTemplateBody = Type.Object({
  site_id: IdValue,
  title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});

export const SaveAsTemplateBody = Type.Object({
  page_id: IdValue,
  name: Type.String({ minLength: 1, maxLength: 100 }),
  description: Type.Optional(Type.String({ maxLength: 1000 })),
  category: Category,
});
