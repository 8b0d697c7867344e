import { renderDeclarativeBlock, type DeclarativeBlock, type DeclarativeField } from '@atlas/marketplace/contract';
import type { Block } from '@atlas/blocks';
import type { MarketplaceClient } from './marketplace-client';

// Blocks from the marketplace's block packs: a stored block whose type is `{module slug}/{type}`. The
// block library does not know them, so its BlockView draws the generic wrapper (settings, spacing,
// visibility, the block's own CSS) around an "unknown block" note; the renderer puts the filled template
// (renderDeclarativeBlock, the function the builder canvas uses) in the note's place. The template comes
// with the block when the builder stored it there (`content.template`, `content.fields`, values in
// `content.values` or beside them in `content`); otherwise from the module's definitions in the
// marketplace, which keeps an uninstalled module in its catalogue, so such a block still renders.

export const isDeclarativeType = (type: unknown): type is string =>
  typeof type === 'string' && /^[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9_-]*$/.test(type);

function eachBlock(blocks: unknown, visit: (block: Block) => void) {
  for (const block of Array.isArray(blocks) ? (blocks as Block[]) : []) {
    if (!block || typeof block !== 'object') continue;
    visit(block);
    const columns = (block.content as Record<string, unknown> | undefined)?.columns;
    for (const column of Array.isArray(columns) ? columns : []) eachBlock((column as { blocks?: unknown })?.blocks, visit);
  }
}

export const hasDeclarativeBlocks = (blocks: unknown) => {
  let found = false;
  eachBlock(blocks, (block) => (found ||= isDeclarativeType(block.type)));
  return found;
};

const isFields = (value: unknown): value is DeclarativeField[] =>
  Array.isArray(value) &&
  value.every((field) => field && typeof field === 'object' && typeof (field as DeclarativeField).name === 'string');

/** The template, fields and values of a stored declarative block; the definition is looked up when the block lacks it. */
function partsOf(block: Block, definition: DeclarativeBlock | undefined) {
  const content = (block.content ?? {}) as Record<string, unknown>;
  const template = typeof content.template === 'string' ? content.template : definition?.template;
  const fields = isFields(content.fields) ? content.fields : (definition?.fields ?? []);
  const values =
    content.values && typeof content.values === 'object' && !Array.isArray(content.values)
      ? (content.values as Record<string, unknown>)
      : content;
  return template === undefined ? null : { template, fields, values };
}

/**
 * The HTML of each declarative block of the page (by block id). Definitions are asked of the marketplace
 * only for blocks that do not carry their template; a block whose template cannot be found renders empty.
 */
export async function renderDeclarativeBlocks(blocks: unknown, marketplace: MarketplaceClient | undefined): Promise<Map<string, string>> {
  const found: Block[] = [];
  eachBlock(blocks, (block) => {
    if (isDeclarativeType(block.type)) found.push(block);
  });
  const rendered = new Map<string, string>();
  if (found.length === 0) return rendered;
  const needed = [
    ...new Set(
      found
        .filter((block) => typeof (block.content as Record<string, unknown>)?.template !== 'string')
        .map((block) => block.type.split('/')[0]),
    ),
  ];
  const definitions = new Map<string, DeclarativeBlock>();
  if (marketplace) {
    const lists = await Promise.all(needed.map((module) => marketplace.blockDefinitions(module).catch(() => [] as DeclarativeBlock[])));
    needed.forEach((module, index) => {
      for (const definition of lists[index]) {
        // Stored as `{module}/{type}`; a manifest's own name is the part after the slash.
        const type = definition.type.includes('/') ? definition.type : `${module}/${definition.type}`;
        definitions.set(type, definition);
      }
    });
  }
  for (const block of found) {
    const parts = partsOf(block, definitions.get(block.type));
    let html = '';
    try {
      html = parts ? renderDeclarativeBlock(parts.template, parts.values, parts.fields) : '';
    } catch {
      html = '';
    }
    rendered.set(String(block.id), `<div class="atlas-declarative">${html}</div>`);
  }
  return rendered;
}

/** How React writes an attribute value (so the wrapper of a block can be found by its id and type). */
const reactAttribute = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!);
const regexText = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The blocks' markup with each declarative block's unknown-block note replaced by its rendered template. */
export function fillDeclarativeBlocks(markup: string, rendered: Map<string, string> | undefined, blocks: unknown): string {
  if (!rendered || rendered.size === 0) return markup;
  const types = new Map<string, string>();
  eachBlock(blocks, (block) => {
    if (isDeclarativeType(block.type)) types.set(String(block.id), block.type);
  });
  let out = markup;
  for (const [id, html] of rendered) {
    const type = types.get(id);
    if (!type) continue;
    const wrapper = new RegExp(
      `(data-block-id="${regexText(reactAttribute(id))}" data-block-type="${regexText(reactAttribute(type))}"[^>]*>(?:<style>[^<]*</style>)?)<p class="atlas-unknown-block">[^<]*</p>`,
      'g',
    );
    out = out.replace(wrapper, (_match, head: string) => `${head}${html}`);
  }
  return out;
}
