import type { ContentOf } from './define-block';
import { blockSchemas } from './schemas';
import type { BlockDefinition, BlockRender } from './types';
import type { BlockCss } from './styles/tokens';
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
import { headingCss } from './heading/style';
import { quoteCss } from './quote/style';
import { listCss } from './list/style';
import { iconBoxCss } from './icon-box/style';
import { alertCss } from './alert/style';
import { badgesCss } from './badges/style';
import { imageCss } from './image/style';
import { videoCss } from './video/style';
import { galleryCss } from './gallery/style';
import { audioCss } from './audio/style';
import { beforeAfterCss } from './before-after/style';
import { heroCss } from './hero/style';
import { columnsCss } from './columns/style';
import { imageTextCss } from './image-text/style';
import { cardGridCss } from './card-grid/style';
import { ctaCss } from './cta/style';
import { dividerCss } from './divider/style';
import { formCss } from './form/style';
import { newsletterCss } from './newsletter/style';
import { siteSearchCss } from './site-search/style';
import { featuresCss } from './features/style';
import { pricingCss } from './pricing/style';
import { testimonialCss } from './testimonial/style';
import { teamCss } from './team/style';
import { logoCloudCss } from './logo-cloud/style';
import { stepsCss } from './steps/style';
import { contactInfoCss } from './contact-info/style';
import { socialLinksCss } from './social-links/style';
import { testimonialSliderCss } from './testimonial-slider/style';
import { productCardCss } from './product-card/style';
import { buyButtonCss } from './buy-button/style';
import { accordionCss } from './accordion/style';
import { tabsCss } from './tabs/style';
import { countdownCss } from './countdown/style';
import { navbarCss } from './navbar/style';
import { footerCss } from './footer/style';
import { breadcrumbCss } from './breadcrumb/style';
import { statsCss } from './stats/style';
import { tableCss } from './table/style';
import { progressBarsCss } from './progress-bars/style';
import { timelineCss } from './timeline/style';
import { htmlCss } from './html/style';
import { codeCss } from './code/style';
import { embedCss } from './embed/style';
import { mapCss } from './map/style';

type Schema = (typeof blockSchemas)[number];

/** Each type's view and its own CSS, checked by the compiler: one view for every schema, drawing that schema's content. */
const views: { [S in Schema as S['type']]: { render: BlockRender<ContentOf<S>>; css?: BlockCss } } = {
  heading: { render: headingView, css: headingCss },
  text: { render: textView },
  button: { render: buttonView },
  quote: { render: quoteView, css: quoteCss },
  list: { render: listView, css: listCss },
  'icon-box': { render: iconBoxView, css: iconBoxCss },
  alert: { render: alertView, css: alertCss },
  badges: { render: badgesView, css: badgesCss },
  image: { render: imageView, css: imageCss },
  video: { render: videoView, css: videoCss },
  gallery: { render: galleryView, css: galleryCss },
  audio: { render: audioView, css: audioCss },
  'before-after': { render: beforeAfterView, css: beforeAfterCss },
  hero: { render: heroView, css: heroCss },
  columns: { render: columnsView, css: columnsCss },
  'image-text': { render: imageTextView, css: imageTextCss },
  'card-grid': { render: cardGridView, css: cardGridCss },
  cta: { render: ctaView, css: ctaCss },
  spacer: { render: spacerView },
  divider: { render: dividerView, css: dividerCss },
  form: { render: formView, css: formCss },
  newsletter: { render: newsletterView, css: newsletterCss },
  'site-search': { render: siteSearchView, css: siteSearchCss },
  features: { render: featuresView, css: featuresCss },
  pricing: { render: pricingView, css: pricingCss },
  testimonial: { render: testimonialView, css: testimonialCss },
  team: { render: teamView, css: teamCss },
  'logo-cloud': { render: logoCloudView, css: logoCloudCss },
  steps: { render: stepsView, css: stepsCss },
  'contact-info': { render: contactInfoView, css: contactInfoCss },
  'opening-hours': { render: openingHoursView },
  'social-links': { render: socialLinksView, css: socialLinksCss },
  'social-share': { render: socialShareView },
  'testimonial-slider': { render: testimonialSliderView, css: testimonialSliderCss },
  'product-card': { render: productCardView, css: productCardCss },
  'product-grid': { render: productGridView },
  'buy-button': { render: buyButtonView, css: buyButtonCss },
  accordion: { render: accordionView, css: accordionCss },
  tabs: { render: tabsView, css: tabsCss },
  faq: { render: faqView },
  countdown: { render: countdownView, css: countdownCss },
  navbar: { render: navbarView, css: navbarCss },
  footer: { render: footerView, css: footerCss },
  breadcrumb: { render: breadcrumbView, css: breadcrumbCss },
  stats: { render: statsView, css: statsCss },
  table: { render: tableView, css: tableCss },
  'data-list': { render: dataListView },
  'progress-bars': { render: progressBarsView, css: progressBarsCss },
  timeline: { render: timelineView, css: timelineCss },
  html: { render: htmlView, css: htmlCss },
  code: { render: codeView, css: codeCss },
  embed: { render: embedView, css: embedCss },
  map: { render: mapView, css: mapCss },
};

/** Every block type with its view, by type name, in the block library's order. */
export const blockRegistry: Record<string, BlockDefinition> = Object.fromEntries(
  blockSchemas.map((schema) => [schema.type, { ...schema, render: views[schema.type].render }]),
);

/** The block types' own CSS, in library order (styles/block-css.ts puts it after the rules the blocks share). */
export const blockStyles: BlockCss[] = blockSchemas.flatMap((schema) => views[schema.type].css ?? []);
