import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Card, ErrorState, PageHeader, Select, Skeleton, api, errorText } from '@atlas/shell-kit';
import { platformKeys, useOpenApiDocument, type ServiceHealth } from './platform';
import '../account/account.css';

const OpenApiViewer = lazy(() => import(/* webpackChunkName: "openapi-viewer" */ './openapi-viewer'));

function ViewerLoading() {
  return (
    <div aria-busy="true" aria-label="Loading the API description">
      <Skeleton height={320} />
    </div>
  );
}

function ServiceDocument({ service }: { service: string }) {
  const document = useOpenApiDocument(service);
  if (document.isPending) return <ViewerLoading />;
  if (document.isError)
    return (
      <ErrorState
        message={errorText(document.error, `The ${service} service's API could not be read.`)}
        onRetry={() => void document.refetch()}
      />
    );
  return (
    <div className="api-explorer__viewer">
      <Suspense fallback={<ViewerLoading />}>
        <OpenApiViewer document={document.data} />
      </Suspense>
    </div>
  );
}

/** /dashboard/dev/api (staff): every service's OpenAPI document in one explorer; ?service= picks one. */
export function ApiScreen() {
  const [params, setParams] = useSearchParams();
  // the services the Health screen lists (the same answer, not polled here)
  const services = useQuery({
    queryKey: platformKeys.health,
    queryFn: () => api.get<{ checked_at: string; services: ServiceHealth[] }>('/performance/services/'),
  });
  const names = services.data?.services.map((service) => service.name) ?? [];
  const requested = params.get('service') ?? '';
  const selected = names.includes(requested) ? requested : (names[0] ?? '');
  return (
    <div className="atlas-screen">
      <PageHeader title="API" subtitle="Every service's API, described from its own route schemas (OpenAPI 3)." />
      {services.isPending ? (
        <Skeleton height={48} />
      ) : services.isError ? (
        <ErrorState
          message={errorText(services.error, 'The list of services could not be read.')}
          onRetry={() => void services.refetch()}
        />
      ) : (
        <>
          <div className="atlas-toolbar">
            <Select
              label="Service"
              value={selected}
              options={names.map((name) => ({ value: name, label: name }))}
              onChange={(event) => setParams({ service: event.target.value }, { replace: true })}
            />
          </div>
          <Card title={`${selected} service`}>{selected && <ServiceDocument key={selected} service={selected} />}</Card>
        </>
      )}
    </div>
  );
}
