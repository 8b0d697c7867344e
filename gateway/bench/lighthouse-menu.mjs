#!/usr/bin/env node
// Lighthouse on a public page whose header draws the 200-item mega menu of public-menu.mjs (real gateway,
// sites and menus services). Same categories and target as lighthouse.mjs: each >= 95.
//
//   node gateway/bench/lighthouse-menu.mjs   (LIGHTHOUSE_FORM_FACTOR=mobile|desktop; BENCH_MENU=store for the Store Mega Menu template)
import { runLighthouse } from './lighthouse.mjs';
import { startPublicMenuServer } from './public-menu.mjs';

runLighthouse(startPublicMenuServer, (atlas) => `header menu of ${atlas.items} items`).catch((error) => {
  console.error(error);
  process.exit(1);
});
