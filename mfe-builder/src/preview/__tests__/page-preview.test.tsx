import { act, screen } from '@testing-library/react';
import PagePreview from '../page-preview';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import { resetApi } from '@atlas/shell-kit/src/test-support/mock-api';
import { storePreviewBlocks } from '../../page-builder/preview-storage';
import { createBlock } from '@atlas/blocks';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  api: require('@atlas/shell-kit/src/test-support/mock-api').mockApi,
}));

beforeEach(() => {
  resetApi();
  localStorage.clear();
});

test('shows the unsaved blocks the builder handed over, in a frame of the chosen width', async () => {
  const heading = { ...createBlock('heading'), content: { text: 'Preview me', level: 'h2' } };
  storePreviewBlocks(2, 'new', [heading]);
  expect(localStorage.getItem('atlas_preview_blocks_2_new')).toContain('Preview me');
  renderAt('/preview/site/2/page/new', '/preview/site/:siteId/page/:slug', <PagePreview />);
  const frame = screen.getByTitle('Page preview') as HTMLIFrameElement;
  expect(frame.style.width).toBe('100%');
  await act(async () => {
    frame.dispatchEvent(new Event('load'));
  });
  expect(frame.contentDocument!.body.textContent).toContain('Preview me');
  act(() => {
    screen.getByRole('button', { name: 'Mobile' }).click();
  });
  expect(frame.style.width).toBe('375px');
});

test('says there is nothing to preview without blocks from the builder', () => {
  renderAt('/preview/site/2/page/new', '/preview/site/:siteId/page/:slug', <PagePreview />);
  expect(screen.getByText('Nothing to preview. Open the preview from the page builder.')).toBeInTheDocument();
});
