import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import ContentSection from '../content-section';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dashboard/*" element={<ContentSection />} />
        <Route path="/dashboard/sites/:siteId/*" element={<ContentSection />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('content section frames', () => {
  it.each([
    ['/dashboard/content', 'Content Manager', 'No content found'],
    ['/dashboard/content/pages', 'Pages', 'No pages found'],
    ['/dashboard/posts', 'Posts', 'No posts found'],
    ['/dashboard/media', 'Media Library', 'No files yet'],
    ['/dashboard/templates', 'Template Gallery', 'No templates found'],
  ])('%s shows its title and its empty state', (path, title, empty) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(empty)).toBeInTheDocument();
  });

  it('shows the editor frame for new content, with Preview disabled while the item is new', () => {
    renderAt('/dashboard/content/new');
    expect(screen.getByRole('heading', { level: 1, name: 'New Content' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Back to Content' })).toHaveAttribute('href', '/dashboard/content');
  });
});
