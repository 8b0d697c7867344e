import type { BlockDefinition } from './types';
import { headingBlock } from './heading/definition';
import { textBlock } from './text/definition';
import { imageBlock } from './image/definition';
import { buttonBlock } from './button/definition';
import { videoBlock } from './video/definition';
import { spacerBlock } from './spacer/definition';
import { dividerBlock } from './divider/definition';
import { columnsBlock } from './columns/definition';
import { heroBlock } from './hero/definition';
import { featuresBlock } from './features/definition';
import { testimonialBlock } from './testimonial/definition';
import { galleryBlock } from './gallery/definition';
import { pricingBlock } from './pricing/definition';
import { formBlock } from './form/definition';
import { accordionBlock } from './accordion/definition';
import { tabsBlock } from './tabs/definition';
import { htmlBlock } from './html/definition';

/** Every block type, in the order the block library lists them within a category. */
const definitions: BlockDefinition[] = [
  headingBlock, textBlock, buttonBlock,
  imageBlock, videoBlock, galleryBlock,
  heroBlock, columnsBlock, spacerBlock, dividerBlock,
  formBlock,
  featuresBlock, testimonialBlock, pricingBlock,
  accordionBlock, tabsBlock,
  htmlBlock,
];

export const blockRegistry: Record<string, BlockDefinition> = Object.fromEntries(definitions.map((d) => [d.type, d]));
