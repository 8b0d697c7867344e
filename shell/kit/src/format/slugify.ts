// The product's slug rule, the one the sites service applies when it derives a slug: the client's
// preview (a new site's address, a page's slug) shows what the server will pick.
export { slugify } from '@atlas/sites/contract';
