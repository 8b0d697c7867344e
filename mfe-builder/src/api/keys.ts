/** The builder's query keys are the shared ones of @atlas/shell-kit: one key per resource across remotes. */
export { pageKeys, siteKeys, templateKeys } from '@atlas/shell-kit';
