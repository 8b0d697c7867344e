// cert-manager's two kinds that Atlas applies (ClusterIssuer, Certificate), checked offline like the
// built-in kinds. kubernetes-models has no cert-manager schemas (its separate package
// @kubernetes-models/cert-manager is not installed), so this holds the part of cert-manager.io/v1's
// CRD schemas (deploy/crds/cert-manager.io_{clusterissuers,certificates}.yaml) that these manifests
// can use, strictly: a field outside it (a typo, a field of another version) is a problem, as the
// API server's structural schema would drop or refuse it.

type Schema =
  | { type: 'string'; enum?: string[] }
  | { type: 'boolean' }
  | { type: 'array'; items: Schema }
  | { type: 'object'; properties?: Record<string, Schema>; required?: string[]; additionalStrings?: boolean };

const string: Schema = { type: 'string' };
const strings: Schema = { type: 'array', items: string };
const object = (properties: Record<string, Schema>, required: string[] = []): Schema => ({ type: 'object', properties, required });
const stringMap: Schema = { type: 'object', additionalStrings: true };
const secretKeySelector = object({ name: string, key: string }, ['name']);

const metadata = object({
  name: string,
  namespace: string,
  labels: stringMap,
  annotations: stringMap,
});

// one entry per DNS provider cert-manager ships; the provider's own fields are not checked here
const anyObject: Schema = { type: 'object' };
const dns01 = object({
  cnameStrategy: { type: 'string', enum: ['None', 'Follow'] },
  acmeDNS: anyObject,
  akamai: anyObject,
  azureDNS: anyObject,
  cloudDNS: anyObject,
  cloudflare: object({ email: string, apiKeySecretRef: secretKeySelector, apiTokenSecretRef: secretKeySelector }),
  digitalocean: anyObject,
  rfc2136: anyObject,
  route53: anyObject,
  webhook: anyObject,
});

const http01 = object({
  ingress: object({
    class: string,
    ingressClassName: string,
    name: string,
    serviceType: string,
    podTemplate: anyObject,
    ingressTemplate: anyObject,
  }),
  gatewayHTTPRoute: anyObject,
});

const solver = object({
  selector: object({ dnsNames: strings, dnsZones: strings, matchLabels: stringMap }),
  http01,
  dns01,
});

const clusterIssuer = object(
  {
    apiVersion: string,
    kind: string,
    metadata,
    spec: object({
      acme: object(
        {
          server: string,
          email: string,
          privateKeySecretRef: secretKeySelector,
          solvers: { type: 'array', items: solver },
          skipTLSVerify: { type: 'boolean' },
          preferredChain: string,
          disableAccountKeyGeneration: { type: 'boolean' },
          enableDurationFeature: { type: 'boolean' },
          caBundle: string,
          externalAccountBinding: anyObject,
        },
        ['server', 'privateKeySecretRef'],
      ),
    }),
  },
  ['metadata', 'spec'],
);

const certificate = object(
  {
    apiVersion: string,
    kind: string,
    metadata,
    spec: object(
      {
        secretName: string,
        issuerRef: object({ name: string, kind: string, group: string }, ['name']),
        dnsNames: strings,
        commonName: string,
        duration: string,
        renewBefore: string,
        usages: strings,
        privateKey: object({
          algorithm: { type: 'string', enum: ['RSA', 'ECDSA', 'Ed25519'] },
          encoding: { type: 'string', enum: ['PKCS1', 'PKCS8'] },
          rotationPolicy: { type: 'string', enum: ['Never', 'Always'] },
          size: { type: 'string' },
        }),
        secretTemplate: object({ annotations: stringMap, labels: stringMap }),
      },
      ['secretName', 'issuerRef'],
    ),
  },
  ['metadata', 'spec'],
);

function problems(schema: Schema, value: unknown, at: string): string[] {
  if (schema.type === 'array') {
    if (!Array.isArray(value)) return [`${at} must be array`];
    return value.flatMap((item, index) => problems(schema.items, item, `${at}/${index}`));
  }
  if (schema.type === 'object') {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`${at} must be object`];
    const record = value as Record<string, unknown>;
    if (schema.additionalStrings) return Object.entries(record).flatMap(([key, v]) => problems(string, v, `${at}/${key}`));
    if (!schema.properties) return [];
    return [
      ...(schema.required ?? []).filter((key) => !(key in record)).map((key) => `${at} must have required property ${key}`),
      ...Object.entries(record).flatMap(([key, v]) =>
        schema.properties![key] ? problems(schema.properties![key], v, `${at}/${key}`) : [`${at} has unknown property ${key}`],
      ),
    ];
  }
  if (typeof value !== schema.type) return [`${at} must be ${schema.type}`];
  if (schema.type === 'string' && schema.enum && !schema.enum.includes(value as string))
    return [`${at} must be one of ${schema.enum.join(', ')}`];
  return [];
}

/** A model class like kubernetes-models' (construct, then validate(), which throws on a problem). */
function crdModel(schema: Schema) {
  return class {
    constructor(private readonly data: unknown) {}
    validate(): void {
      const found = problems(schema, this.data, 'data');
      if (found.length > 0) throw new Error(found.join(', '));
    }
  };
}

export const ClusterIssuer = crdModel(clusterIssuer);
export const Certificate = crdModel(certificate);
