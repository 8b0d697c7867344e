// Swagger UI weighs about a megabyte: this module is its own chunk, loaded when a staff member opens the API screen.
import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';
import { getAccessToken } from '@atlas/shell-kit';

/** "Try it out" calls go through the gateway as the signed-in staff member. */
function withToken(request: { headers: Record<string, string> }) {
  const token = getAccessToken();
  if (token) request.headers.Authorization = `Bearer ${token}`;
  return request;
}

export default function OpenApiViewer({ document }: { document: Record<string, unknown> }) {
  return (
    <SwaggerUI spec={document} requestInterceptor={withToken} docExpansion="list" defaultModelsExpandDepth={0} tryItOutEnabled={false} />
  );
}
