// swagger-ui-react ships no types; the props the API screen uses.
declare module 'swagger-ui-react' {
  import type { ComponentType } from 'react';
  const SwaggerUI: ComponentType<{
    spec?: Record<string, unknown>;
    requestInterceptor?: (request: { headers: Record<string, string> }) => unknown;
    docExpansion?: 'list' | 'full' | 'none';
    defaultModelsExpandDepth?: number;
    tryItOutEnabled?: boolean;
  }>;
  export default SwaggerUI;
}
