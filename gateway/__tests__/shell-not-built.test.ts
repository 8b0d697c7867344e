import { buildGateway } from '../src';
import { fakeRepo, SECRET } from './stubs';

test('answers a clear 503 page telling to run npm run build when shell/dist is missing', async () => {
  const repo = await fakeRepo({ shell: false, remotes: {} });
  const gateway = await buildGateway({ jwtSecret: SECRET, repoRoot: repo.root, logger: false, publicSites: false });
  try {
    for (const url of ['/login', '/dashboard/sites', '/']) {
      const response = await gateway.inject(url);
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('npm run build');
    }
    expect((await gateway.inject('/mf-manifest.json')).json()).toEqual({ remotes: [] });
  } finally {
    await gateway.close();
    await repo.remove();
  }
});

test('serves the shell at / while no public-site renderer is installed', async () => {
  const repo = await fakeRepo();
  const gateway = await buildGateway({ jwtSecret: SECRET, repoRoot: repo.root, logger: false, publicSites: false });
  try {
    const response = await gateway.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  } finally {
    await gateway.close();
    await repo.remove();
  }
});
