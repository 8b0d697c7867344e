// The marketplace service's answers as types, for the front ends (types only: nothing server-side is
// bundled by importing them) and its shared rules (module-rules imports nothing).
import type { Static } from '@atlas/service-kit';
import type {
  Category as CategorySchema,
  CategoryList as CategoryListSchema,
  Installed as InstalledSchema,
  InstalledList as InstalledListSchema,
  Module as ModuleSchema,
  ModuleActionAnswer,
  ModuleActionBody,
  ModuleBlocks as ModuleBlocksSchema,
  ModuleList as ModuleListSchema,
  ModuleListQuery,
  PackageBody,
  PackageManifest as PackageManifestSchema,
} from './schemas/modules';
import type {
  CreateWebhookBody,
  Delivery,
  DeliveryList,
  UpdateWebhookBody,
  Webhook as WebhookSchema,
  WebhookList,
} from './schemas/webhooks';
import type {
  CreateRedirectBody,
  PublicModules as PublicModulesSchema,
  PublicRedirects as PublicRedirectsSchema,
  Redirect as RedirectSchema,
  RedirectList as RedirectListSchema,
  UpdateRedirectBody,
} from './schemas/redirects';
import type { ModuleEventPayload as ModuleEventPayloadType } from './events/published';

export * from './rules/module-rules';

export type MarketplaceModule = Static<typeof ModuleSchema>;
export type ModuleCategory = Static<typeof CategorySchema>;
export type ModuleCategoryList = Static<typeof CategoryListSchema>;
export type ModuleList = Static<typeof ModuleListSchema>;
export type ModuleListFilters = Static<typeof ModuleListQuery>;
export type InstalledModule = Static<typeof InstalledSchema>;
export type InstalledModuleList = Static<typeof InstalledListSchema>;
export type ModuleActionRequest = Static<typeof ModuleActionBody>;
export type ModuleActionResult = Static<typeof ModuleActionAnswer>;
export type ModuleBlocks = Static<typeof ModuleBlocksSchema>;
export type PackageManifest = Static<typeof PackageManifestSchema>;
export type SignedPackage = Static<typeof PackageBody>;
export type ModuleEventPayload = ModuleEventPayloadType;

/** A theme a theme pack brings: the theme selector's entry, in the fields the theme selector shows. */
export interface ThemeDefinition {
  slug: string;
  name: string;
  description: string;
  theme_type: 'business' | 'creative' | 'blog' | 'ecommerce' | 'landing';
  primary_color: string;
  secondary_color: string;
  accent_color: string;
  background_color: string;
  text_color: string;
  heading_font: string;
  body_font: string;
}

export type Webhook = Static<typeof WebhookSchema>;
export type WebhookListAnswer = Static<typeof WebhookList>;
export type WebhookInput = Static<typeof CreateWebhookBody>;
export type WebhookUpdate = Static<typeof UpdateWebhookBody>;
export type WebhookDelivery = Static<typeof Delivery>;
export type WebhookDeliveryList = Static<typeof DeliveryList>;

export type Redirect = Static<typeof RedirectSchema>;
export type RedirectList = Static<typeof RedirectListSchema>;
export type RedirectInput = Static<typeof CreateRedirectBody>;
export type RedirectUpdate = Static<typeof UpdateRedirectBody>;
export type PublicRedirects = Static<typeof PublicRedirectsSchema>;
export type PublicModules = Static<typeof PublicModulesSchema>;
