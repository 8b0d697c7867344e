import { Type } from '@atlas/service-kit';

export const Category = Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String(), count: Type.Integer() });
export const CategoryList = Type.Object({ results: Type.Array(Category) });
export const Tag = Type.Object({ id: Type.Integer(), name: Type.String(), count: Type.Integer() });
export const TagList = Type.Object({ results: Type.Array(Tag) });

export const CategoryBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100, errorMessage: 'Category name is required (at most 100 characters)' }),
});
export const TagBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 50, errorMessage: 'Tag name is required (at most 50 characters)' }),
});
