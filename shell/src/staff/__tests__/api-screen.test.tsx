import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiScreen } from '../api-screen';
import { answers, renderScreen, stubFetch } from '../../account/__tests__/fetch-stub';

// Swagger UI itself is not rendered under jsdom: a stand-in shows which document it was given.
jest.mock('../openapi-viewer', () => ({
  __esModule: true,
  default: ({ document }: { document: { info: { title: string } } }) => <p>viewer of {document.info.title}</p>,
}));

const names = ['identity', 'sites', 'content'];

beforeEach(() => {
  stubFetch();
  answers['GET /api/performance/services/'] = {
    status: 200,
    body: { checked_at: '2026-11-27T12:00:00Z', services: names.map((name) => ({ name, status: 'up' })) },
  };
  for (const name of names)
    answers[`GET /api/performance/services/${name}/openapi.json`] = {
      status: 200,
      body: { openapi: '3.0.3', info: { title: `Atlas ${name} service` } },
    };
});

describe('API screen', () => {
  it("shows the first service's API, and another's when picked", async () => {
    const user = userEvent.setup();
    renderScreen(<ApiScreen />, '/dashboard/dev/api');
    expect(await screen.findByText('viewer of Atlas identity service')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'content');
    expect(await screen.findByText('viewer of Atlas content service')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'content service' })).toBeInTheDocument();
  });

  it('opens the service named in the address', async () => {
    renderScreen(<ApiScreen />, '/dashboard/dev/api?service=sites');
    expect(await screen.findByText('viewer of Atlas sites service')).toBeInTheDocument();
  });

  it("tells when a service's description cannot be read", async () => {
    answers['GET /api/performance/services/identity/openapi.json'] = {
      status: 503,
      body: { detail: 'The identity service is not answering.' },
    };
    renderScreen(<ApiScreen />, '/dashboard/dev/api');
    expect(await screen.findByText('The identity service is not answering.')).toBeInTheDocument();
  });
});
