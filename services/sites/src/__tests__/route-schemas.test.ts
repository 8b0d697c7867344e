import { startSites, type Harness } from './harness';

jest.mock('../seed/templates', () => ({ templateLibrary: require('./library-fixture').libraryFixture }), { virtual: true });

// Every answer is declared: the schema types the presenter, documents the route and is what the
// front ends' contract types are derived from.

let h: Harness;
beforeAll(async () => {
  h = await startSites();
});
afterAll(async () => {
  await h.service.close();
});

it('declares the success answer of every route', async () => {
  const document = (await h.call('GET', '/documentation/json', { as: null })).body as {
    paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  };
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      route: `${method.toUpperCase()} ${path}`,
      responses: Object.keys(operation.responses ?? {}),
    })),
  );
  expect(operations.length).toBeGreaterThan(30);
  const undeclared = operations.filter(({ responses }) => !responses.some((status) => /^2\d\d$/.test(status))).map(({ route }) => route);
  expect(undeclared).toEqual([]);
});
