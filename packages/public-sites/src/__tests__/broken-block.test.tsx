import { renderToStaticMarkup } from 'react-dom/server';
import { PageContent } from '../document';

// A block whose render throws must not take the page down: the other blocks are still shown.
jest.mock('@atlas/blocks', () => {
  const actual = jest.requireActual('@atlas/blocks');
  return {
    ...actual,
    PageBlocks: (props: { blocks: { type: string }[]; mode: 'public' }) => {
      if (props.blocks.some((b) => b.type === 'explodes')) throw new Error('render failed');
      return actual.PageBlocks(props);
    },
  };
});

const { createBlock } = jest.requireActual('@atlas/blocks');

describe('PageContent', () => {
  it('leaves out a block that fails to render and keeps the rest', () => {
    const heading = { ...createBlock('heading'), content: { text: 'Still here', level: 'h1' } };
    const html = renderToStaticMarkup(<PageContent title="About" blocks={[heading, { id: 'x', type: 'explodes', content: {} }]} />);
    expect(html).toContain('Still here');
    expect(html).not.toContain('explodes');
  });
});
