import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createBlock } from '@atlas/blocks';
import { ApiError } from '@atlas/shell-kit/src/api/client';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import { answer, calls, resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import TemplatePreview from '../template-preview';
import CreateTemplate from '../create-template';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));

beforeEach(resetApi);

const heading = { ...createBlock('heading'), content: { text: 'Fresh bread daily', level: 'h1' } };

test("previews a template's page read-only, with Use Template", async () => {
  answer('GET', '/builder/templates/8/', { id: 8, name: 'Bakery', description: '', category: 'business', blocks: [heading] });
  renderAt('/templates/8/preview', '/templates/:id/preview', <TemplatePreview />);
  expect(await screen.findByText('Template Preview: Bakery')).toBeInTheDocument();
  const frame = screen.getByTitle('Template preview') as HTMLIFrameElement;
  await act(async () => {
    frame.dispatchEvent(new Event('load'));
  });
  expect(frame.contentDocument!.body.textContent).toContain('Fresh bread daily');
  expect(frame.contentDocument!.querySelector('[contenteditable="true"]')).toBeNull();
  expect(screen.getByRole('link', { name: 'Use Template' })).toHaveAttribute('href', '/dashboard/sites/new?template=8');
  expect(screen.queryByText('Coming Soon')).toBeNull();
});

test("says a template that is not the caller's is not found", async () => {
  answer('GET', '/builder/templates/9/', () => {
    throw new ApiError(404, 'Not Found', { detail: 'Template not found' });
  });
  renderAt('/templates/9/preview', '/templates/:id/preview', <TemplatePreview />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Template not found');
});

test("saves the chosen site's page as a new template and goes back to the gallery", async () => {
  answer('GET', '/builder/sites/', [
    { id: 1, name: 'Café Olé', slug: 'cafe-ole' },
    { id: 2, name: 'Bakery', slug: 'bakery' },
  ]);
  answer('GET', '/builder/pages/', (_body: unknown, options: { query: { site: number } }) =>
    options.query.site === 2
      ? [
          { id: 20, title: 'About', is_home_page: false },
          { id: 21, title: 'Home', is_home_page: true },
        ]
      : [{ id: 10, title: 'Home', is_home_page: true }],
  );
  answer('POST', '/builder/save_as_template/', { id: 30, name: 'My bakery' });
  renderAt('/dashboard/templates/create', '/dashboard/templates/create', <CreateTemplate />);
  fireEvent.change(await screen.findByLabelText('Site'), { target: { value: '2' } });
  await waitFor(() => expect(screen.getByLabelText('Page')).toHaveValue('21'));
  fireEvent.change(screen.getByLabelText(/Template Name/), { target: { value: 'My bakery' } });
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'business' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save Template' }));
  await waitFor(() => expect(screen.getByText('elsewhere')).toBeInTheDocument());
  expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
    page_id: 21,
    name: 'My bakery',
    description: '',
    category: 'business',
  });
});
