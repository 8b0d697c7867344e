// The template library shipped with the sites service (a template: name, description, category, preview image and a page's blocks): full pages built from the
// builder's block types, seeded into the templates table at start (see templates-seed.ts). Plain data,
// built with @atlas/blocks/model (no React). A template is the page's content only:
// the public page frames it with the site's own header (name, Navigation Builder menu) and footer.
import { appLaunch } from './app-launch';
import { boutiqueStore } from './boutique-store';
import { businessPortfolio } from './business-portfolio';
import { creativePortfolio } from './creative-portfolio';
import { designAgency } from './design-agency';
import { modernLandingPage } from './modern-landing-page';
import { nonprofitCampaign } from './nonprofit-campaign';
import { onlineCourse } from './online-course';
import { personalBlog } from './personal-blog';
import { restaurant } from './restaurant';
import type { TemplateSeed } from './types';

export type { SeedBlock, TemplateCategory, TemplateSeed } from './types';

export const templateLibrary: TemplateSeed[] = [
  modernLandingPage,
  businessPortfolio,
  creativePortfolio,
  designAgency,
  personalBlog,
  boutiqueStore,
  onlineCourse,
  nonprofitCampaign,
  restaurant,
  appLaunch,
];
