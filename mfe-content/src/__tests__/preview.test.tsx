import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import { answer, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import ContentSection from '../content-section';
import { contentItem } from '../test-support/content-item';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));

beforeEach(() => resetApi());

test('the preview shows the title, the featured image and the rendered body', async () => {
  answer(
    'GET',
    '/content/7/',
    contentItem({ id: 7, title: 'Spring menu', featured_image: '/media/u1/hero.jpg', body_html: '<h2>Starters</h2><p>Soup</p>' }),
  );
  const { container } = renderAt('/dashboard/content/7/preview', '/dashboard/*', <ContentSection />);
  expect(await screen.findByRole('heading', { name: 'Spring menu' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Starters' })).toBeInTheDocument();
  expect(container.querySelector('.atlas-preview__image')).toHaveAttribute('src', '/media/u1/hero.jpg');
});

test("/preview/post/{slug} finds the user's post by its exact slug among their posts", async () => {
  let seen: any;
  answer('GET', '/content/', (_b: unknown, options: any) => {
    seen = options.query;
    return {
      results: [
        contentItem({ id: 1, title: 'Spring menu 2', slug: 'spring-menu-2' }),
        contentItem({ id: 2, title: 'Spring menu', slug: 'spring-menu', body_html: '<p>Soup</p>' }),
      ],
      count: 2,
      next: null,
      previous: null,
    };
  });
  renderAt('/preview/post/spring-menu', '/preview/post/:slug', <ContentSection />);
  expect(await screen.findByRole('heading', { name: 'Spring menu' })).toBeInTheDocument();
  expect(screen.getByText('Soup')).toBeInTheDocument();
  expect(seen).toEqual({ content_type: 'post', page_size: '100' });
});

test("an unknown slug says 'No posts found'", async () => {
  answer('GET', '/content/', { results: [], count: 0, next: null, previous: null });
  renderAt('/preview/post/nothing', '/preview/post/:slug', <ContentSection />);
  expect(await screen.findByText('No posts found')).toBeInTheDocument();
});
