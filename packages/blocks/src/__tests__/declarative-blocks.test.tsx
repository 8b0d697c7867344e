/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import {
  BlockDefinitionsContext,
  BlockView,
  CORE_BLOCK_TYPES,
  PACK_BLOCK_TYPES,
  blockOf,
  blockRegistry,
  declarativeBlockDefinition,
  type DeclarativeBlock,
} from '../index';

const banner: DeclarativeBlock = {
  type: 'marketing-blocks/cta-banner',
  label: 'Call-to-Action Banner',
  icon: 'target',
  template: '<section style="background-color:{{background}}"><h2>{{title}}</h2><a href="{{link}}">Go</a></section>',
  fields: [
    { name: 'title', label: 'Title', kind: 'text', default: 'Ready?' },
    { name: 'link', label: 'Link', kind: 'url', default: '/contact' },
    { name: 'background', label: 'Background', kind: 'color', default: '#3b82f6' },
  ],
};

const draw = (content: Record<string, unknown>, definitions = { [banner.type]: declarativeBlockDefinition(banner) }) =>
  renderToStaticMarkup(
    <BlockDefinitionsContext.Provider value={definitions}>
      <BlockView block={blockOf('b1', banner.type, content)} mode="public" />
    </BlockDefinitionsContext.Provider>,
  );

describe('declarative blocks', () => {
  it('draws a pack block from its template with the defaults filling what the content lacks', () => {
    const html = draw({ title: 'Join us' });
    expect(html).toContain('<h2>Join us</h2>');
    expect(html).toContain('href="/contact"');
    expect(html).toContain('background-color:#3b82f6');
  });

  it('draws hostile values as text and drops a script address', () => {
    const html = draw({ title: '<img src=x onerror=alert(1)>', link: 'javascript:alert(1)' });
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
    expect(html).not.toContain('javascript:');
  });

  it('says a type is not implemented when no definition is provided', () => {
    expect(draw({}, {})).toContain('not implemented');
  });

  it('maps declarative field kinds onto the properties panel kinds', () => {
    const definition = declarativeBlockDefinition(banner);
    expect(definition.fields.map((field) => field.kind)).toEqual(['text', 'url', 'color']);
    expect(definition.defaults()).toEqual({ title: 'Ready?', link: '/contact', background: '#3b82f6' });
  });
});

describe('core and pack block types', () => {
  it('name every registry type exactly once, the commerce blocks in their pack', () => {
    const pack = Object.values(PACK_BLOCK_TYPES).flat();
    expect(pack).toEqual(['product-card', 'product-grid', 'buy-button']);
    expect([...CORE_BLOCK_TYPES, ...pack].sort()).toEqual(Object.keys(blockRegistry).sort());
  });
});
