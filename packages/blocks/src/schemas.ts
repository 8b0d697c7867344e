// The one list of block types: their schemas in the order the block library shows them, grouped by
// category. No React: the services read it through @atlas/blocks/model, registry.ts adds each type's view.
import type { BlockSchema } from './define-block';
import { headingSchema } from './heading/schema';
import { textSchema } from './text/schema';
import { buttonSchema } from './button/schema';
import { quoteSchema } from './quote/schema';
import { listSchema } from './list/schema';
import { iconBoxSchema } from './icon-box/schema';
import { alertSchema } from './alert/schema';
import { badgesSchema } from './badges/schema';
import { imageSchema } from './image/schema';
import { videoSchema } from './video/schema';
import { gallerySchema } from './gallery/schema';
import { audioSchema } from './audio/schema';
import { beforeAfterSchema } from './before-after/schema';
import { heroSchema } from './hero/schema';
import { columnsSchema } from './columns/schema';
import { imageTextSchema } from './image-text/schema';
import { cardGridSchema } from './card-grid/schema';
import { ctaSchema } from './cta/schema';
import { spacerSchema } from './spacer/schema';
import { dividerSchema } from './divider/schema';
import { formSchema } from './form/schema';
import { newsletterSchema } from './newsletter/schema';
import { siteSearchSchema } from './site-search/schema';
import { featuresSchema } from './features/schema';
import { pricingSchema } from './pricing/schema';
import { testimonialSchema } from './testimonial/schema';
import { teamSchema } from './team/schema';
import { logoCloudSchema } from './logo-cloud/schema';
import { stepsSchema } from './steps/schema';
import { contactInfoSchema } from './contact-info/schema';
import { openingHoursSchema } from './opening-hours/schema';
import { socialLinksSchema } from './social-links/schema';
import { socialShareSchema } from './social-share/schema';
import { testimonialSliderSchema } from './testimonial-slider/schema';
import { productCardSchema } from './product-card/schema';
import { productGridSchema } from './product-grid/schema';
import { buyButtonSchema } from './buy-button/schema';
import { accordionSchema } from './accordion/schema';
import { tabsSchema } from './tabs/schema';
import { faqSchema } from './faq/schema';
import { countdownSchema } from './countdown/schema';
import { navbarSchema } from './navbar/schema';
import { footerSchema } from './footer/schema';
import { breadcrumbSchema } from './breadcrumb/schema';
import { statsSchema } from './stats/schema';
import { tableSchema } from './table/schema';
import { dataListSchema } from './data-list/schema';
import { progressBarsSchema } from './progress-bars/schema';
import { timelineSchema } from './timeline/schema';
import { htmlSchema } from './html/schema';
import { codeSchema } from './code/schema';
import { embedSchema } from './embed/schema';
import { mapSchema } from './map/schema';

export const blockSchemas = [
  // content
  headingSchema,
  textSchema,
  buttonSchema,
  quoteSchema,
  listSchema,
  iconBoxSchema,
  alertSchema,
  badgesSchema,
  // media
  imageSchema,
  videoSchema,
  gallerySchema,
  audioSchema,
  beforeAfterSchema,
  // layout
  heroSchema,
  columnsSchema,
  imageTextSchema,
  cardGridSchema,
  ctaSchema,
  spacerSchema,
  dividerSchema,
  // forms
  formSchema,
  newsletterSchema,
  siteSearchSchema,
  // business
  featuresSchema,
  pricingSchema,
  testimonialSchema,
  teamSchema,
  logoCloudSchema,
  stepsSchema,
  contactInfoSchema,
  openingHoursSchema,
  // social
  socialLinksSchema,
  socialShareSchema,
  testimonialSliderSchema,
  // ecommerce
  productCardSchema,
  productGridSchema,
  buyButtonSchema,
  // interactive
  accordionSchema,
  tabsSchema,
  faqSchema,
  countdownSchema,
  // navigation
  navbarSchema,
  footerSchema,
  breadcrumbSchema,
  // data
  statsSchema,
  tableSchema,
  dataListSchema,
  progressBarsSchema,
  timelineSchema,
  // advanced
  htmlSchema,
  codeSchema,
  embedSchema,
  mapSchema,
] as const;

/** Each block type's schema by its type name. */
export const blockSchemaOf: Readonly<Record<string, BlockSchema>> = Object.fromEntries(blockSchemas.map((schema) => [schema.type, schema]));
