import { startAtlas } from './atlas-process.mjs';

/** Starts Atlas once for the whole run; the returned function is Playwright's teardown. */
export default async function globalSetup() {
  const atlas = await startAtlas();
  process.env.ATLAS_BASE_URL = atlas.baseURL;
  console.log(`e2e: Atlas is running at ${atlas.baseURL} (data in ${atlas.dataDir})`);
  return async () => {
    await atlas.stop();
  };
}
