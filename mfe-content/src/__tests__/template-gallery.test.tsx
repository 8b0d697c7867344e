import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import { answer, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { ApiError } from '@atlas/shell-kit';
import ContentSection from '../content-section';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));

const template = (id: number, name: string) => ({
  id,
  name,
  description: '',
  category: 'business',
  thumbnail: '',
  author: 'ada',
  is_premium: false,
  is_featured: false,
  rating: 4,
});
const open = (path = '/dashboard/templates') => renderAt(path, '/dashboard/*', <ContentSection />);

beforeEach(() => resetApi());

test('asks for 12 a page with the filters of the address and links Use Template and Preview', async () => {
  let seen: any;
  answer('GET', '/builder/templates/', (_b: unknown, options: any) => {
    seen = options.query;
    return { results: [template(8, 'Bistro')], count: 13 };
  });
  open('/dashboard/templates?category=business&type=page&sort=popular&search=bis');
  expect(await screen.findByText('Bistro')).toBeInTheDocument();
  expect(seen).toEqual({ page: '1', page_size: '12', category: 'business', type: 'page', sort: 'popular', search: 'bis' });
  expect(screen.getByText('13 templates')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Use Template' })).toHaveAttribute('href', '/dashboard/sites/new?template=8');
  expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', '/templates/8/preview');
  expect(screen.getByRole('link', { name: 'Create Template' })).toHaveAttribute('href', '/dashboard/templates/create');
});

test('an array answer is the whole list', async () => {
  answer('GET', '/builder/templates/', [template(1, 'One'), template(2, 'Two')]);
  open();
  expect(await screen.findByText('2 templates')).toBeInTheDocument();
});

test("a 404 is an empty gallery: 'No templates found'", async () => {
  answer('GET', '/builder/templates/', () => {
    throw new ApiError(404, 'Not Found', null);
  });
  open();
  expect(await screen.findByText('No templates found')).toBeInTheDocument();
});

test('any other failure shows the three sample templates', async () => {
  answer('GET', '/builder/templates/', () => {
    throw new ApiError(500, 'Server Error', null);
  });
  open();
  expect(await screen.findByText('Business Professional')).toBeInTheDocument();
  expect(screen.getByText('Creative Portfolio')).toBeInTheDocument();
  expect(screen.getByText('Blog Starter')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Use Template' })).not.toBeInTheDocument();
});
