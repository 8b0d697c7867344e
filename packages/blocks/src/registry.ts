import type { ContentOf } from './define-block';
import { blockSchemas } from './schemas';
import type { BlockDefinition, BlockRender } from './types';
import { headingView } from './heading/view';
import { textView } from './text/view';
import { buttonView } from './button/view';
import { quoteView } from './quote/view';
import { listView } from './list/view';
import { iconBoxView } from './icon-box/view';
import { alertView } from './alert/view';
import { badgesView } from './badges/view';
import { imageView } from './image/view';
import { videoView } from './video/view';
import { galleryView } from './gallery/view';
import { audioView } from './audio/view';
import { beforeAfterView } from './before-after/view';
import { heroView } from './hero/view';
import { columnsView } from './columns/view';
import { imageTextView } from './image-text/view';
import { cardGridView } from './card-grid/view';
import { ctaView } from './cta/view';
import { spacerView } from './spacer/view';
import { dividerView } from './divider/view';
import { formView } from './form/view';
import { newsletterView } from './newsletter/view';
import { siteSearchView } from './site-search/view';
import { featuresView } from './features/view';
import { pricingView } from './pricing/view';
import { testimonialView } from './testimonial/view';
import { teamView } from './team/view';
import { logoCloudView } from './logo-cloud/view';
import { stepsView } from './steps/view';
import { contactInfoView } from './contact-info/view';
import { openingHoursView } from './opening-hours/view';
import { socialLinksView } from './social-links/view';
import { socialShareView } from './social-share/view';
import { testimonialSliderView } from './testimonial-slider/view';
import { productCardView } from './product-card/view';
import { productGridView } from './product-grid/view';
import { buyButtonView } from './buy-button/view';
import { accordionView } from './accordion/view';
import { tabsView } from './tabs/view';
import { faqView } from './faq/view';
import { countdownView } from './countdown/view';
import { navbarView } from './navbar/view';
import { footerView } from './footer/view';
import { breadcrumbView } from './breadcrumb/view';
import { statsView } from './stats/view';
import { tableView } from './table/view';
import { dataListView } from './data-list/view';
import { progressBarsView } from './progress-bars/view';
import { timelineView } from './timeline/view';
import { htmlView } from './html/view';
import { codeView } from './code/view';
import { embedView } from './embed/view';
import { mapView } from './map/view';

type Schema = (typeof blockSchemas)[number];

/** Each type's view, checked by the compiler: one for every schema, drawing that schema's content. */
const views: { [S in Schema as S['type']]: BlockRender<ContentOf<S>> } = {
  heading: headingView,
  text: textView,
  button: buttonView,
  quote: quoteView,
  list: listView,
  'icon-box': iconBoxView,
  alert: alertView,
  badges: badgesView,
  image: imageView,
  video: videoView,
  gallery: galleryView,
  audio: audioView,
  'before-after': beforeAfterView,
  hero: heroView,
  columns: columnsView,
  'image-text': imageTextView,
  'card-grid': cardGridView,
  cta: ctaView,
  spacer: spacerView,
  divider: dividerView,
  form: formView,
  newsletter: newsletterView,
  'site-search': siteSearchView,
  features: featuresView,
  pricing: pricingView,
  testimonial: testimonialView,
  team: teamView,
  'logo-cloud': logoCloudView,
  steps: stepsView,
  'contact-info': contactInfoView,
  'opening-hours': openingHoursView,
  'social-links': socialLinksView,
  'social-share': socialShareView,
  'testimonial-slider': testimonialSliderView,
  'product-card': productCardView,
  'product-grid': productGridView,
  'buy-button': buyButtonView,
  accordion: accordionView,
  tabs: tabsView,
  faq: faqView,
  countdown: countdownView,
  navbar: navbarView,
  footer: footerView,
  breadcrumb: breadcrumbView,
  stats: statsView,
  table: tableView,
  'data-list': dataListView,
  'progress-bars': progressBarsView,
  timeline: timelineView,
  html: htmlView,
  code: codeView,
  embed: embedView,
  map: mapView,
};

/** Every block type with its view, by type name, in the block library's order. */
export const blockRegistry: Record<string, BlockDefinition> = Object.fromEntries(
  blockSchemas.map((schema) => [schema.type, { ...schema, render: views[schema.type] }]),
);
