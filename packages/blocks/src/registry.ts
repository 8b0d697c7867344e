import type { BlockDefinition } from './types';
import { headingBlock } from './heading/definition';
import { textBlock } from './text/definition';
import { buttonBlock } from './button/definition';
import { quoteBlock } from './quote/definition';
import { listBlock } from './list/definition';
import { iconBoxBlock } from './icon-box/definition';
import { alertBlock } from './alert/definition';
import { badgesBlock } from './badges/definition';
import { imageBlock } from './image/definition';
import { videoBlock } from './video/definition';
import { galleryBlock } from './gallery/definition';
import { audioBlock } from './audio/definition';
import { beforeAfterBlock } from './before-after/definition';
import { heroBlock } from './hero/definition';
import { columnsBlock } from './columns/definition';
import { imageTextBlock } from './image-text/definition';
import { cardGridBlock } from './card-grid/definition';
import { ctaBlock } from './cta/definition';
import { spacerBlock } from './spacer/definition';
import { dividerBlock } from './divider/definition';
import { formBlock } from './form/definition';
import { newsletterBlock } from './newsletter/definition';
import { siteSearchBlock } from './site-search/definition';
import { featuresBlock } from './features/definition';
import { pricingBlock } from './pricing/definition';
import { testimonialBlock } from './testimonial/definition';
import { teamBlock } from './team/definition';
import { logoCloudBlock } from './logo-cloud/definition';
import { stepsBlock } from './steps/definition';
import { contactInfoBlock } from './contact-info/definition';
import { openingHoursBlock } from './opening-hours/definition';
import { socialLinksBlock } from './social-links/definition';
import { socialShareBlock } from './social-share/definition';
import { testimonialSliderBlock } from './testimonial-slider/definition';
import { productCardBlock } from './product-card/definition';
import { productGridBlock } from './product-grid/definition';
import { buyButtonBlock } from './buy-button/definition';
import { accordionBlock } from './accordion/definition';
import { tabsBlock } from './tabs/definition';
import { faqBlock } from './faq/definition';
import { countdownBlock } from './countdown/definition';
import { navbarBlock } from './navbar/definition';
import { footerBlock } from './footer/definition';
import { breadcrumbBlock } from './breadcrumb/definition';
import { statsBlock } from './stats/definition';
import { tableBlock } from './table/definition';
import { dataListBlock } from './data-list/definition';
import { progressBarsBlock } from './progress-bars/definition';
import { timelineBlock } from './timeline/definition';
import { htmlBlock } from './html/definition';
import { codeBlock } from './code/definition';
import { embedBlock } from './embed/definition';
import { mapBlock } from './map/definition';

/** Every block type, grouped by category in the order the block library lists them. */
const definitions: BlockDefinition[] = [
  // content
  headingBlock,
  textBlock,
  buttonBlock,
  quoteBlock,
  listBlock,
  iconBoxBlock,
  alertBlock,
  badgesBlock,
  // media
  imageBlock,
  videoBlock,
  galleryBlock,
  audioBlock,
  beforeAfterBlock,
  // layout
  heroBlock,
  columnsBlock,
  imageTextBlock,
  cardGridBlock,
  ctaBlock,
  spacerBlock,
  dividerBlock,
  // forms
  formBlock,
  newsletterBlock,
  siteSearchBlock,
  // business
  featuresBlock,
  pricingBlock,
  testimonialBlock,
  teamBlock,
  logoCloudBlock,
  stepsBlock,
  contactInfoBlock,
  openingHoursBlock,
  // social
  socialLinksBlock,
  socialShareBlock,
  testimonialSliderBlock,
  // ecommerce
  productCardBlock,
  productGridBlock,
  buyButtonBlock,
  // interactive
  accordionBlock,
  tabsBlock,
  faqBlock,
  countdownBlock,
  // navigation
  navbarBlock,
  footerBlock,
  breadcrumbBlock,
  // data
  statsBlock,
  tableBlock,
  dataListBlock,
  progressBarsBlock,
  timelineBlock,
  // advanced
  htmlBlock,
  codeBlock,
  embedBlock,
  mapBlock,
];

export const blockRegistry: Record<string, BlockDefinition> = Object.fromEntries(definitions.map((d) => [d.type, d]));
