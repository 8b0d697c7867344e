// The Kubernetes manifests (deploy/k8s), checked offline: every overlay renders with `kubectl
// kustomize`, every object passes its API schema, and the rules of deploy/k8s/README.md hold in what
// a team would apply. kubectl is required: without it this test fails, it never skips.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import {
  deployments,
  jobs,
  kubectlVersion,
  allows,
  networkPolicies,
  nginxBytes,
  ofKind,
  parseYaml,
  podOf,
  portsOpenToAnywhere,
  render,
  schemaProblems,
  selects,
  type K8sObject,
} from './kustomize';

const ROOT = path.resolve(__dirname, '..', '..');
const K8S = path.join(ROOT, 'deploy', 'k8s');

// The teams of the deploy plan: each ships these parts alone (and runs these services' migrations).
const TEAMS: Record<string, { parts: string[]; services: string[] }> = {
  platform: { parts: ['identity', 'gateway'], services: ['identity'] },
  sites: { parts: ['sites', 'marketplace', 'mfe-builder'], services: ['sites', 'marketplace'] },
  content: { parts: ['content', 'mfe-content'], services: ['content'] },
  menus: { parts: ['menus', 'mfe-menus'], services: ['menus'] },
  insights: { parts: ['analytics', 'performance', 'mfe-analytics'], services: ['analytics', 'performance'] },
  shop: { parts: ['commerce', 'mfe-shop'], services: ['commerce'] },
};
const ALL_PARTS = Object.values(TEAMS).flatMap((team) => team.parts);
const ALL_SERVICES = Object.values(TEAMS).flatMap((team) => team.services);
const REMOTES = ALL_PARTS.filter((part) => part.startsWith('mfe-'));
const SHARED = [
  'ConfigMap atlas-config',
  'Ingress atlas',
  'NetworkPolicy default-deny-ingress',
  'Ingress atlas-sites',
  'Ingress atlas-custom-domains',
  'Certificate atlas-sites-wildcard',
  'NetworkPolicy acme-http01-solver',
];

const manifestOf = (service: string) =>
  JSON.parse(readFileSync(path.join(ROOT, 'services', service, 'manifest.json'), 'utf8')) as {
    port: number;
    uploads?: { limit: number };
  };
const envKey = (name: string) => name.toUpperCase().replace(/[^A-Z0-9]/g, '_');
const id = (object: K8sObject) => `${object.kind} ${object.metadata.name}`;
const envOf = (container: IContainer, name: string) => container.env?.find((variable) => variable.name === name);
const podSpec = (workload: { spec?: { template: { spec?: IPodSpec } } }) => workload.spec!.template.spec!;

/** Every folder under overlays/ that has a kustomization: the six teams, all, and their migrate overlays. */
function overlayDirs(): string[] {
  const dirs: string[] = [];
  for (const name of readdirSync(path.join(K8S, 'overlays'))) {
    for (const dir of [name, `${name}/migrate`]) {
      if (readdirSync(path.join(K8S, 'overlays', dir), { withFileTypes: true }).some((entry) => entry.name === 'kustomization.yaml'))
        dirs.push(dir);
    }
  }
  return dirs.sort();
}

const rendered = new Map<string, K8sObject[]>();
const overlay = (dir: string) => {
  const objects = rendered.get(dir);
  if (!objects) throw new Error(`overlays/${dir} was not rendered`);
  return objects;
};

beforeAll(async () => {
  await kubectlVersion();
  await Promise.all(overlayDirs().map(async (dir) => rendered.set(dir, await render(path.join(K8S, 'overlays', dir)))));
});

describe('rendering and schemas', () => {
  test('every team has an overlay and a migrate overlay, and so has all', () => {
    const expected = ['all', ...Object.keys(TEAMS)].flatMap((team) => [team, `${team}/migrate`]).sort();
    expect([...rendered.keys()].sort()).toEqual(expected);
  });

  test('every rendered object passes its Kubernetes API schema', () => {
    const problems = [...rendered].flatMap(([dir, objects]) => schemaProblems(objects).map((problem) => `overlays/${dir}: ${problem}`));
    expect(problems).toEqual([]);
  });

  test('the Secret template passes its schema and holds every key a part reads', () => {
    const [secret] = parseYaml(readFileSync(path.join(K8S, 'base', 'secret.example.yaml'), 'utf8'), 'secret.example.yaml');
    expect(schemaProblems([secret])).toEqual([]);
    expect(id(secret)).toBe('Secret atlas-secrets');
    const keys = Object.keys(secret.stringData as Record<string, string>);
    const read = [...deployments(overlay('all')), ...jobs(overlay('all/migrate'))]
      .flatMap((workload) => podSpec(workload).containers)
      .flatMap((container) => container.env ?? [])
      .map((variable) => variable.valueFrom?.secretKeyRef)
      .filter((ref) => ref !== undefined);
    expect(new Set(read.map((ref) => ref.name))).toEqual(new Set(['atlas-secrets']));
    expect(keys).toEqual(expect.arrayContaining([...new Set(read.map((ref) => ref.key))]));
  });

  test('a broken manifest fails the schema check (the check can fail)', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'atlas-broken-manifest-'));
    writeFileSync(path.join(dir, 'kustomization.yaml'), 'resources:\n  - deployment.yaml\n');
    writeFileSync(
      path.join(dir, 'deployment.yaml'),
      [
        'apiVersion: apps/v1',
        'kind: Deployment',
        'metadata: { name: broken }',
        'spec:',
        '  replicas: two',
        '  selector: { matchLabels: { app: broken } }',
        '  template:',
        '    metadata: { labels: { app: broken } }',
        '    spec:',
        '      containers:',
        '        - image: atlas/broken:1.0.0',
        '',
      ].join('\n'),
    );
    // the container has no name (required); a missing image the API allows, the workload test refuses it
    const problems = schemaProblems(await render(dir));
    expect(problems).toEqual([
      expect.stringMatching(/^Deployment broken: .*replicas must be integer.*containers\/0 must have required property name/),
    ]);
    // a kind no schema here covers is a problem too, not a pass
    const unknownKind = schemaProblems([
      { apiVersion: 'v1', kind: 'Service', metadata: { name: 'fine' } },
      { apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'unknown' } },
    ]);
    expect(unknownKind).toEqual([expect.stringMatching(/^Widget unknown: no schema/)]);
  });
});

describe('each team deploys alone', () => {
  test.each(Object.entries(TEAMS))('overlays/%s renders exactly its own parts, each labelled with the team', (team, { parts }) => {
    const objects = overlay(team);
    expect(deployments(objects).map((deployment) => deployment.metadata.name)).toEqual(expect.arrayContaining(parts));
    expect(deployments(objects)).toHaveLength(parts.length);
    for (const kind of ['Service', 'PodDisruptionBudget', 'HorizontalPodAutoscaler'])
      expect(
        ofKind<K8sObject>(objects, kind)
          .map((object) => object.metadata.name)
          .sort(),
      ).toEqual([...parts].sort());
    // `kubectl apply --prune -l atlas/team=<team>` only ever touches what this overlay renders
    expect(objects.filter((object) => object.metadata.labels?.['atlas/team'] !== team).map(id)).toEqual([]);
    expect(objects.filter((object) => object.metadata.namespace !== 'atlas').map(id)).toEqual([]);
  });

  test.each(Object.entries(TEAMS))(
    'overlays/%s/migrate holds one migration Job per service of the team, and nothing it serves',
    (team, { services }) => {
      const objects = overlay(`${team}/migrate`);
      expect(
        jobs(objects)
          .map((job) => job.metadata.name)
          .sort(),
      ).toEqual(services.map((service) => `${service}-migrate`).sort());
      expect(deployments(objects)).toEqual([]);
      expect(objects.filter((object) => object.metadata.labels?.['atlas/team'] !== team).map(id)).toEqual([]);
    },
  );

  test('only platform and all carry the shared objects (configuration, Ingress, default deny)', () => {
    for (const [dir, objects] of rendered) {
      const shared = objects.map(id).filter((name) => SHARED.includes(name));
      expect({ dir, shared: shared.sort() }).toEqual({ dir, shared: dir === 'platform' || dir === 'all' ? [...SHARED].sort() : [] });
    }
  });

  test('all renders every part, with the tags the teams set', () => {
    const all = deployments(overlay('all'));
    expect(all.map((deployment) => deployment.metadata.name).sort()).toEqual([...ALL_PARTS].sort());
    const teamImages = Object.keys(TEAMS).flatMap((team) =>
      deployments(overlay(team)).map((deployment) => podSpec(deployment).containers[0].image),
    );
    expect(all.map((deployment) => podSpec(deployment).containers[0].image).sort()).toEqual(teamImages.sort());
    expect(
      jobs(overlay('all/migrate'))
        .map((job) => job.metadata.name)
        .sort(),
    ).toEqual(ALL_SERVICES.map((service) => `${service}-migrate`).sort());
  });
});

describe('workloads', () => {
  const workloads = () => [
    ...deployments(overlay('all')).map((deployment) => ({ name: deployment.metadata.name, spec: podSpec(deployment) })),
    ...jobs(overlay('all/migrate')).map((job) => ({ name: job.metadata.name, spec: podSpec(job) })),
  ];

  test("every image is atlas/<part> with a release tag, and a Job runs its service's image", () => {
    for (const team of Object.keys(TEAMS)) {
      const images = new Map(
        deployments(overlay(team)).map((deployment) => [deployment.metadata.name, podSpec(deployment).containers[0].image]),
      );
      for (const [part, image] of images) expect(image).toMatch(new RegExp(`^([\\w.:-]+/)*atlas/${part}:(?!latest$)[\\w.-]+$`));
      for (const job of jobs(overlay(`${team}/migrate`)))
        expect({ job: job.metadata.name, image: podSpec(job).containers[0].image }).toEqual({
          job: job.metadata.name,
          image: images.get(job.metadata.name.replace(/-migrate$/, '')),
        });
    }
  });

  test('every container probes /health/live for liveness and /health/ready for readiness and start-up', () => {
    for (const deployment of deployments(overlay('all'))) {
      for (const container of podSpec(deployment).containers) {
        const ports = (container.ports ?? []).flatMap((port) => [port.name, port.containerPort]);
        const probe = (kind: 'livenessProbe' | 'readinessProbe' | 'startupProbe') => ({
          path: container[kind]?.httpGet?.path,
          portDeclared: ports.includes(container[kind]?.httpGet?.port),
        });
        expect({
          container: container.name,
          live: probe('livenessProbe'),
          ready: probe('readinessProbe'),
          start: probe('startupProbe'),
        }).toEqual({
          container: container.name,
          live: { path: '/health/live', portDeclared: true },
          ready: { path: '/health/ready', portDeclared: true },
          start: { path: '/health/ready', portDeclared: true },
        });
        // start-up may take a while (a database still coming up); the liveness probe waits for it
        expect((container.startupProbe!.failureThreshold ?? 3) * (container.startupProbe!.periodSeconds ?? 10)).toBeGreaterThanOrEqual(120);
      }
    }
  });

  test('every container has requests and limits and runs as uid 1000 on a read-only root, with nothing to escalate', () => {
    for (const { name, spec } of workloads()) {
      for (const container of spec.containers) {
        const effective = { ...spec.securityContext, ...container.securityContext };
        expect({
          name,
          image: Boolean(container.image),
          requests: Object.keys(container.resources?.requests ?? {}).sort(),
          limits: Object.keys(container.resources?.limits ?? {}).sort(),
          runAsNonRoot: effective.runAsNonRoot,
          runAsUser: effective.runAsUser,
          readOnlyRootFilesystem: effective.readOnlyRootFilesystem,
          allowPrivilegeEscalation: effective.allowPrivilegeEscalation,
          drop: effective.capabilities?.drop,
          seccomp: effective.seccompProfile?.type,
          writable: (container.volumeMounts ?? []).map((mount) => mount.mountPath).sort(),
        }).toEqual({
          name,
          image: true,
          requests: ['cpu', 'memory'],
          limits: ['cpu', 'memory'],
          runAsNonRoot: true,
          runAsUser: 1000,
          readOnlyRootFilesystem: true,
          allowPrivilegeEscalation: false,
          drop: ['ALL'],
          seccomp: 'RuntimeDefault',
          writable: ['/data', '/tmp'],
        });
      }
      expect({
        name,
        scratch: (spec.volumes ?? [])
          .filter((volume) => volume.emptyDir)
          .map((volume) => volume.name)
          .sort(),
      }).toEqual({
        name,
        scratch: ['data', 'tmp'],
      });
      // Kubernetes' service links would set <NAME>_PORT=tcp://…, which Atlas reads as a port number
      expect({ name, enableServiceLinks: spec.enableServiceLinks }).toEqual({ name, enableServiceLinks: false });
    }
  });

  test('every pod drains on SIGTERM within 30 s, with no preStop hook', () => {
    for (const deployment of deployments(overlay('all'))) {
      const spec = podSpec(deployment);
      expect({
        part: deployment.metadata.name,
        grace: spec.terminationGracePeriodSeconds,
        preStop: spec.containers.map((c) => c.lifecycle?.preStop),
      }).toEqual({
        part: deployment.metadata.name,
        grace: 30,
        preStop: [undefined],
      });
    }
  });

  test('no replica migrates at start: a Job runs `node main.js migrate` before the rollout', () => {
    for (const deployment of deployments(overlay('all'))) {
      const [container] = podSpec(deployment).containers;
      const usesDatabase = Boolean(envOf(container, 'DATABASE_URL'));
      // the remotes serve files: no database, nothing to migrate
      expect({ part: deployment.metadata.name, usesDatabase }).toEqual({
        part: deployment.metadata.name,
        usesDatabase: !REMOTES.includes(deployment.metadata.name),
      });
      if (usesDatabase)
        expect({ part: deployment.metadata.name, value: envOf(container, 'ATLAS_MIGRATE_ON_START')?.value }).toEqual({
          part: deployment.metadata.name,
          value: 'false',
        });
    }
    for (const job of jobs(overlay('all/migrate'))) {
      const spec = podSpec(job);
      expect({ job: job.metadata.name, command: spec.containers[0].command, restart: spec.restartPolicy }).toEqual({
        job: job.metadata.name,
        command: ['node', 'main.js', 'migrate'],
        restart: 'Never',
      });
      expect(job.spec?.backoffLimit).toBeGreaterThan(0);
      expect(job.spec?.ttlSecondsAfterFinished).toBeGreaterThan(0);
      expect(envOf(spec.containers[0], 'ATLAS_MIGRATE_ON_START')).toBeUndefined();
    }
  });

  test("a migration pod is never behind a Service (its labels are not the Deployment's)", () => {
    const services = ofKind<K8sObject & { spec: { selector: Record<string, string> } }>(overlay('all'), 'Service');
    for (const job of jobs(overlay('all/migrate'))) {
      const labels = job.spec!.template.metadata?.labels ?? {};
      expect({
        job: job.metadata.name,
        services: services.filter((service) => selects({ matchLabels: service.spec.selector }, labels)).map(id),
      }).toEqual({
        job: job.metadata.name,
        services: [],
      });
    }
  });

  test('every service listens on its manifest port, and <NAME>_URL (atlas-config) reaches it there', () => {
    const all = overlay('all');
    const config = ofKind<K8sObject & { data: Record<string, string> }>(all, 'ConfigMap').find(
      (map) => map.metadata.name === 'atlas-config',
    )!;
    const services = ofKind<K8sObject & { spec: { ports: { port: number }[] } }>(all, 'Service');
    for (const name of ALL_SERVICES) {
      const { port } = manifestOf(name);
      const [container] = podSpec(deployments(all).find((deployment) => deployment.metadata.name === name)!).containers;
      expect({
        name,
        containerPort: container.ports?.[0].containerPort,
        env: envOf(container, `${envKey(name)}_PORT`)?.value,
        service: services.find((service) => service.metadata.name === name)?.spec.ports[0].port,
        url: config.data[`${envKey(name)}_URL`],
      }).toEqual({ name, containerPort: port, env: String(port), service: port, url: `http://${name}:${port}` });
    }
    const gateway = podSpec(deployments(all).find((deployment) => deployment.metadata.name === 'gateway')!).containers[0];
    expect(gateway.envFrom?.map((source) => source.configMapRef?.name)).toEqual(['atlas-config']);
    for (const remote of REMOTES)
      expect(envOf(gateway, `ATLAS_REMOTE_${envKey(remote.replace(/^mfe-/, ''))}_ORIGIN`)?.value).toBe(`http://${remote}:8080`);
  });

  test('every part is stateless: a PodDisruptionBudget, a CPU HorizontalPodAutoscaler, and no replica count of its own', () => {
    const all = overlay('all');
    const budgets = ofKind<K8sObject & { spec: { selector: Parameters<typeof selects>[0] } }>(all, 'PodDisruptionBudget');
    const scalers = ofKind<
      K8sObject & {
        spec: { scaleTargetRef: { kind: string; name: string }; minReplicas: number; metrics: { resource?: { name: string } }[] };
      }
    >(all, 'HorizontalPodAutoscaler');
    for (const deployment of deployments(all)) {
      const pod = podOf(deployment);
      const scaler = scalers.find(
        (candidate) => candidate.spec.scaleTargetRef.kind === 'Deployment' && candidate.spec.scaleTargetRef.name === pod.name,
      );
      expect({
        part: pod.name,
        budgets: budgets.filter((budget) => selects(budget.spec.selector, pod.labels)).length,
        minReplicas: scaler?.spec.minReplicas,
        metric: scaler?.spec.metrics.map((metric) => metric.resource?.name),
        // an applied count would undo the autoscaler's at every deploy
        replicas: deployment.spec?.replicas,
      }).toEqual({ part: pod.name, budgets: 1, minReplicas: 2, metric: ['cpu'], replicas: undefined });
    }
  });
});

describe('the way in, storage and the network', () => {
  test("every Ingress sends everything to the gateway and takes content's largest upload", () => {
    const ingresses = ofKind<IIngress & K8sObject>(overlay('all'), 'Ingress');
    expect(ingresses.map((ingress) => ingress.metadata.name).sort()).toEqual(['atlas', 'atlas-custom-domains', 'atlas-sites']);
    for (const ingress of ingresses) {
      const annotations = ingress.metadata.annotations ?? {};
      expect(nginxBytes(annotations['nginx.ingress.kubernetes.io/proxy-body-size'])).toBeGreaterThanOrEqual(
        manifestOf('content').uploads!.limit,
      );
      expect(Number(annotations['nginx.ingress.kubernetes.io/proxy-send-timeout'])).toBeGreaterThanOrEqual(300);
      expect(Number(annotations['nginx.ingress.kubernetes.io/proxy-read-timeout'])).toBeGreaterThanOrEqual(3600);
      expect(ingress.spec?.ingressClassName).toBe('nginx');
      const backends = new Set(
        ingress.spec!.rules!.flatMap((rule) => rule.http!.paths.map((entry) => `${entry.path} ${entry.backend.service?.name}`)),
      );
      expect({ ingress: ingress.metadata.name, backends: [...backends] }).toEqual({
        ingress: ingress.metadata.name,
        backends: ['/ gateway'],
      });
    }
  });

  test('media lives on S3-compatible storage: content and commerce carry MEDIA_S3_* and may reach HTTPS', () => {
    const all = overlay('all');
    const config = ofKind<K8sObject & { data: Record<string, string> }>(all, 'ConfigMap')[0];
    expect(config.data.MEDIA_S3_BUCKET).toBeTruthy();
    for (const name of ['content', 'commerce']) {
      const deployment = deployments(all).find((candidate) => candidate.metadata.name === name)!;
      const [container] = podSpec(deployment).containers;
      expect(container.envFrom?.map((source) => source.configMapRef?.name)).toEqual(['atlas-config']);
      for (const key of ['MEDIA_S3_ACCESS_KEY_ID', 'MEDIA_S3_SECRET_ACCESS_KEY'])
        expect(envOf(container, key)?.valueFrom?.secretKeyRef).toEqual({ name: 'atlas-secrets', key });
      expect(envOf(container, 'MEDIA_S3_PREFIX')?.value).toBe(`${name}/`);
      expect(portsOpenToAnywhere(networkPolicies(all), podOf(deployment))).toContain('443/TCP');
    }
  });

  test('ingress is denied by default, and each team overlay brings the policies of its own parts', () => {
    const deny = networkPolicies(overlay('all')).find((policy) => policy.metadata.name === 'default-deny-ingress')!;
    expect(deny.spec).toEqual({ podSelector: {}, policyTypes: ['Ingress'] });
    for (const team of Object.keys(TEAMS)) {
      const policies = networkPolicies(overlay(team)).filter((policy) => policy.metadata.name !== 'default-deny-ingress');
      for (const deployment of deployments(overlay(team)))
        expect({
          part: deployment.metadata.name,
          governed: policies.some((policy) => selects(policy.spec?.podSelector, podOf(deployment).labels)),
        }).toEqual({
          part: deployment.metadata.name,
          governed: true,
        });
      for (const job of jobs(overlay(`${team}/migrate`)))
        expect(
          networkPolicies(overlay(`${team}/migrate`)).some((policy) =>
            selects(policy.spec?.podSelector, job.spec!.template.metadata?.labels),
          ),
        ).toBe(true);
    }
  });

  test('who may connect to whom: the gateway to every part, every service to sites, performance to every service (both ends agree)', () => {
    const all = overlay('all');
    const policies = networkPolicies(all);
    const pods = deployments(all).map(podOf);
    const expected = [
      ...new Set([
        ...ALL_PARTS.filter((part) => part !== 'gateway').map((part) => `gateway -> ${part}`),
        // the site-access lookup (SITES_URL)
        ...ALL_SERVICES.filter((service) => service !== 'sites').map((service) => `${service} -> sites`),
        // the system status asks every service's readiness
        ...ALL_SERVICES.filter((service) => service !== 'performance').map((service) => `performance -> ${service}`),
      ]),
    ].sort();
    // each end is checked alone, so loosening one side's policy is caught even while the other holds
    for (const direction of ['Ingress', 'Egress'] as const) {
      const allowed = pods.flatMap((from) =>
        pods.filter((to) => to !== from && allows(policies, direction, from, to)).map((to) => `${from.name} -> ${to.name}`),
      );
      expect({ direction, allowed: allowed.sort() }).toEqual({ direction, allowed: expected });
    }
  });

  test('only marketplace reaches outside addresses (webhooks), and never a private network', () => {
    const policies = networkPolicies(overlay('all'));
    const blocks = policies.flatMap((policy) =>
      (policy.spec?.egress ?? []).flatMap((rule) =>
        (rule.to ?? []).filter((peer) => peer.ipBlock).map((peer) => ({ policy: policy.metadata.name, ...peer.ipBlock! })),
      ),
    );
    expect(new Set(blocks.map((block) => block.policy))).toEqual(new Set(['marketplace']));
    const v4 = blocks.find((block) => block.cidr === '0.0.0.0/0')!;
    expect(v4.except).toEqual(expect.arrayContaining(['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '127.0.0.0/8', '169.254.0.0/16']));
    const v6 = blocks.find((block) => block.cidr === '::/0')!;
    expect(v6.except).toEqual(expect.arrayContaining(['fc00::/7', 'fe80::/10']));
  });

  test('the gateway takes traffic from the ingress controller; services and the gateway reach DNS, PostgreSQL and Kafka', () => {
    const all = overlay('all');
    const policies = networkPolicies(all);
    const gatewayPolicy = policies.find((policy) => policy.metadata.name === 'gateway')!;
    expect(gatewayPolicy.spec?.ingress?.flatMap((rule) => rule.from ?? []).map((peer) => peer.namespaceSelector?.matchLabels)).toEqual([
      { 'kubernetes.io/metadata.name': 'ingress-nginx' },
    ]);
    for (const deployment of deployments(all)) {
      const pod = podOf(deployment);
      const open = portsOpenToAnywhere(policies, pod);
      const needs = REMOTES.includes(pod.name) ? [] : ['53/UDP', '53/TCP', '5432/TCP', '9092/TCP'];
      expect({ part: pod.name, missing: needs.filter((port) => !open.includes(port)) }).toEqual({ part: pod.name, missing: [] });
      if (REMOTES.includes(pod.name)) expect({ part: pod.name, open }).toEqual({ part: pod.name, open: [] });
    }
  });
});

describe('sites on their own origin: Ingresses and certificates', () => {
  type Issuer = K8sObject & {
    spec: {
      acme: {
        solvers: {
          selector?: { dnsZones?: string[] };
          dns01?: Record<string, unknown>;
          http01?: { ingress?: { ingressClassName?: string } };
        }[];
      };
    };
  };
  type Cert = K8sObject & { spec: { secretName: string; dnsNames: string[]; issuerRef: { kind: string; name: string } } };
  let cluster: K8sObject[];
  beforeAll(async () => {
    cluster = await render(path.join(K8S, 'cluster'));
  });
  const config = () =>
    ofKind<K8sObject & { data: Record<string, string> }>(overlay('all'), 'ConfigMap').find((map) => map.metadata.name === 'atlas-config')!
      .data;
  const ingress = (name: string) =>
    ofKind<IIngress & K8sObject>(overlay('all'), 'Ingress').find((object) => object.metadata.name === name)!;
  const hostsOf = (object: IIngress) => object.spec!.rules!.map((rule) => rule.host!);
  const under = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

  test("the cluster-wide ClusterIssuer renders without a namespace, passes its schema and is the platform team's", () => {
    expect(cluster.map(id)).toEqual(['ClusterIssuer atlas-letsencrypt']);
    expect(schemaProblems(cluster)).toEqual([]);
    expect(cluster[0].metadata.namespace).toBeUndefined();
    expect(cluster[0].metadata.labels?.['atlas/team']).toBe('platform');
  });

  test('a cert-manager field that does not exist fails the schema check (the check can fail)', () => {
    const [issuer] = cluster as Issuer[];
    const misspelled = {
      ...issuer,
      spec: { acme: { ...issuer.spec.acme, privateKeySecretRef: undefined, privateKeySecret: { name: 'x' } } },
    };
    expect(schemaProblems([JSON.parse(JSON.stringify(misspelled)) as K8sObject])).toEqual([
      expect.stringMatching(/^ClusterIssuer atlas-letsencrypt: .*required property privateKeySecretRef.*unknown property privateKeySecret/),
    ]);
  });

  test('every site subdomain is served by the gateway under one wildcard certificate for *.<ATLAS_SITES_DOMAIN>, proven over DNS-01', () => {
    const domain = config().ATLAS_SITES_DOMAIN;
    expect(domain).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
    const [certificate] = ofKind<Cert>(overlay('all'), 'Certificate');
    const [issuer] = cluster as Issuer[];
    expect(certificate.spec.dnsNames).toEqual([`*.${domain}`]);
    expect(certificate.spec.issuerRef).toEqual({ kind: 'ClusterIssuer', name: issuer.metadata.name });

    const sites = ingress('atlas-sites');
    expect(hostsOf(sites)).toEqual([`*.${domain}`]);
    expect(sites.spec!.tls).toEqual([{ hosts: [`*.${domain}`], secretName: certificate.spec.secretName }]);

    // cert-manager picks the solver whose selector names the zone: a wildcard can only be proven over DNS
    const forZone = issuer.spec.acme.solvers.filter((solver) => solver.selector?.dnsZones?.includes(domain));
    expect(forZone.map((solver) => Object.keys(solver).filter((key) => key !== 'selector'))).toEqual([['dns01']]);
  });

  test('custom domains each get a certificate over HTTP-01 through the same ingress controller, and none is a site subdomain or the dashboard', () => {
    const { ATLAS_SITES_DOMAIN: domain, ATLAS_DASHBOARD_HOST: dashboard } = config();
    const [issuer] = cluster as Issuer[];
    const fallback = issuer.spec.acme.solvers.filter((solver) => !solver.selector);
    expect(fallback).toEqual([{ http01: { ingress: { ingressClassName: 'nginx' } } }]);

    const custom = ingress('atlas-custom-domains');
    expect(custom.metadata.annotations?.['cert-manager.io/cluster-issuer']).toBe(issuer.metadata.name);
    const tlsHosts = custom.spec!.tls!.flatMap((entry) => entry.hosts ?? []);
    expect([...hostsOf(custom)].sort()).toEqual([...tlsHosts].sort());
    const secrets = custom.spec!.tls!.map((entry) => entry.secretName);
    expect(new Set(secrets).size).toBe(secrets.length);
    const dashboardHosts = dashboard.split(',').map((host) => host.trim());
    for (const host of hostsOf(custom))
      expect({ host, siteSubdomain: under(host, domain), dashboard: dashboardHosts.includes(host) }).toEqual({
        host,
        siteSubdomain: false,
        dashboard: false,
      });
    // the dashboard's Ingress serves exactly ATLAS_DASHBOARD_HOST
    expect(hostsOf(ingress('atlas'))).toEqual(dashboardHosts);
  });

  test("cert-manager's HTTP-01 solver pods take the ingress controller's requests despite default deny", () => {
    const solver = { 'acme.cert-manager.io/http01-solver': 'true' };
    const policies = networkPolicies(overlay('platform')).filter(
      (policy) => policy.metadata.name !== 'default-deny-ingress' && selects(policy.spec?.podSelector, solver),
    );
    expect(policies.flatMap((policy) => policy.spec?.ingress ?? [])).toEqual([
      {
        from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } } }],
        ports: [{ port: 8089, protocol: 'TCP' }],
      },
    ]);
  });
});
