import { testService, type TestService } from '@atlas/service-kit/testing';
import { definition } from '../service';

// Every answer is declared: the schema documents the route and is what the front ends' contract
// types (src/contract.ts) are derived from.

let t: TestService;
beforeAll(async () => {
  t = await testService(definition);
});
afterAll(async () => {
  await t.close();
});

it('declares the success answer of every route', async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/documentation/json' })).json() as {
    paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  };
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      route: `${method.toUpperCase()} ${path}`,
      responses: Object.keys(operation.responses ?? {}),
    })),
  );
  expect(operations.map(({ route }) => route)).toContain('POST /api/auth/logout/');
  const undeclared = operations.filter(({ responses }) => !responses.some((status) => /^2\d\d$/.test(status))).map(({ route }) => route);
  expect(undeclared).toEqual([]);
});
