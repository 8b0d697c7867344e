// Stand-ins for the services the public sites read, for this package's tests and the gateway's.
export { block, siteDefaults, startStubSites, stubEvents, type StubSite } from './stub-sites';
export { startStubCommerce, stubOrder, stubProduct, type StubStore } from './stub-commerce';
export { menuLink, publicMenu, startStubMenus, storeHeader } from './stub-menus';
