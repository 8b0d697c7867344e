// Reading deploy/k8s offline: render a kustomization with `kubectl kustomize`, check each object
// against its API schema (kubernetes-models), and answer the questions the manifest test asks
// (which pods a selector picks, which pod a NetworkPolicy lets reach which).
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { Deployment, type IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import { Job, type IJob } from 'kubernetes-models/batch/v1/Job';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy, type INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { Certificate, ClusterIssuer } from './cert-manager';

export const KUBECTL = process.env.KUBECTL || 'kubectl';

/** A rendered object: what every kind has; the rest is read through the kind's own type. */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

type Model = new (data: never) => { validate(): void };

/** The kinds Atlas deploys; an object of any other kind is a problem until its schema is listed here. */
const MODELS: Record<string, Model> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'cert-manager.io/v1/ClusterIssuer': ClusterIssuer,
  'cert-manager.io/v1/Certificate': Certificate,
};

// with no kubeconfig kubectl dials localhost:8080, the gateway's port: give it an empty one
let emptyKubeconfig: string | undefined;
function kubectlEnv(): NodeJS.ProcessEnv {
  if (!emptyKubeconfig) {
    emptyKubeconfig = path.join(mkdtempSync(path.join(os.tmpdir(), 'atlas-kubeconfig-')), 'config');
    writeFileSync(emptyKubeconfig, '');
  }
  return { ...process.env, KUBECONFIG: emptyKubeconfig };
}

/** Fails with a sentence when kubectl cannot be run: the manifests are never "checked" without it. */
export async function kubectlVersion(): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(KUBECTL, ['version', '--client'], { env: kubectlEnv() }, (error, stdout) => {
      if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') {
        reject(
          new Error(
            `kubectl was not found ("${KUBECTL}"): the manifest test renders every overlay with \`kubectl kustomize\`. ` +
              'Install a kubectl client (1.32 here and in CI: /usr/bin/kubectl) or set KUBECTL to its path.',
          ),
        );
      } else if (error) reject(new Error(`${KUBECTL} version --client failed: ${error.message}`));
      else resolve(stdout.trim());
    });
  });
}

/** `kubectl kustomize DIR`, parsed: one object per YAML document. */
export async function render(dir: string): Promise<K8sObject[]> {
  const yaml = await new Promise<string>((resolve, reject) => {
    execFile(KUBECTL, ['kustomize', dir], { env: kubectlEnv(), maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`kubectl kustomize ${dir} failed: ${stderr.trim() || error.message}`));
      else resolve(stdout);
    });
  });
  return parseYaml(yaml, dir);
}

export function parseYaml(text: string, source: string): K8sObject[] {
  return parseAllDocuments(text).flatMap((document) => {
    if (document.errors.length > 0) throw new Error(`${source}: ${document.errors[0].message}`);
    const object = document.toJS() as K8sObject | null;
    return object ? [object] : [];
  });
}

/** One line per object that its schema refuses (or that has no schema here); empty when all pass. */
export function schemaProblems(objects: readonly K8sObject[]): string[] {
  return objects.flatMap((object) => {
    const name = `${object.kind} ${object.metadata?.name}`;
    const model = MODELS[`${object.apiVersion}/${object.kind}`];
    if (!model) return [`${name}: no schema for ${object.apiVersion} ${object.kind} (add it to MODELS)`];
    try {
      new model(object as never).validate();
      return [];
    } catch (error) {
      return [`${name}: ${(error as Error).message}`];
    }
  });
}

export const ofKind = <T>(objects: readonly K8sObject[], kind: string) =>
  objects.filter((object) => object.kind === kind) as unknown as T[];
export const deployments = (objects: readonly K8sObject[]) => ofKind<IDeployment & K8sObject>(objects, 'Deployment');
export const jobs = (objects: readonly K8sObject[]) => ofKind<IJob & K8sObject>(objects, 'Job');
export const networkPolicies = (objects: readonly K8sObject[]) => ofKind<INetworkPolicy & K8sObject>(objects, 'NetworkPolicy');

export type LabelSelector = NonNullable<INetworkPolicy['spec']>['podSelector'];

/** Whether a label selector picks these labels (matchLabels and matchExpressions, as the API server reads them). */
export function selects(selector: LabelSelector | undefined, labels: Record<string, string> = {}): boolean {
  if (!selector) return false;
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  const byExpressions = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    if (operator === 'In') return key in labels && values.includes(labels[key]);
    if (operator === 'NotIn') return !(key in labels) || !values.includes(labels[key]);
    if (operator === 'Exists') return key in labels;
    if (operator === 'DoesNotExist') return !(key in labels);
    throw new Error(`unknown selector operator ${operator}`);
  });
  return byLabels && byExpressions;
}

/** A pod as NetworkPolicy sees it: its labels and the ports it listens on (all objects here live in one namespace). */
export interface Pod {
  name: string;
  labels: Record<string, string>;
  ports: { name?: string; number: number }[];
}

export const podOf = (deployment: IDeployment & K8sObject): Pod => ({
  name: deployment.metadata.name,
  labels: deployment.spec?.template.metadata?.labels ?? {},
  ports: (deployment.spec?.template.spec?.containers ?? []).flatMap((container) =>
    (container.ports ?? []).map((port) => ({ name: port.name, number: port.containerPort })),
  ),
});

// A peer with only a podSelector is a pod of the policy's own namespace; a namespaceSelector or
// ipBlock names something outside (the ingress controller, a database), never an Atlas pod.
const peerIsPod = (peer: { podSelector?: LabelSelector; namespaceSelector?: LabelSelector; ipBlock?: unknown }, pod: Pod) =>
  !peer.namespaceSelector && !peer.ipBlock && selects(peer.podSelector, pod.labels);

type Rule = { peers?: Parameters<typeof peerIsPod>[0][]; ports?: { port?: number | string; protocol?: string }[] };

// a rule's port (a number, or a name the destination pod gives one of its ports) against what `to` listens on
const portsAdmit = (rule: Rule, to: Pod) =>
  !rule.ports ||
  rule.ports.some(
    ({ port, protocol = 'TCP' }) =>
      protocol === 'TCP' && (port === undefined || to.ports.some((candidate) => candidate.number === port || candidate.name === port)),
  );

/**
 * Whether the policies let `from` open a TCP connection to a port `to` listens on, seen from one
 * side: for Ingress the policies of `to`, for Egress those of `from`. A pod that a policy of that
 * direction selects is isolated in it, and then only the rules of those policies let anything through.
 */
export function allows(policies: readonly INetworkPolicy[], direction: 'Ingress' | 'Egress', from: Pod, to: Pod): boolean {
  const [isolated, peer] = direction === 'Ingress' ? [to, from] : [from, to];
  const governing = policies.filter(
    (policy) => policy.spec?.policyTypes?.includes(direction) && selects(policy.spec.podSelector, isolated.labels),
  );
  if (governing.length === 0) return true;
  const rules: Rule[] = governing.flatMap((policy) =>
    direction === 'Ingress'
      ? (policy.spec?.ingress ?? []).map((rule) => ({ peers: rule.from, ports: rule.ports }))
      : (policy.spec?.egress ?? []).map((rule) => ({ peers: rule.to, ports: rule.ports })),
  );
  return rules.some((rule) => (!rule.peers || rule.peers.some((candidate) => peerIsPod(candidate, peer))) && portsAdmit(rule, to));
}

/** The TCP/UDP ports a pod may reach anywhere (egress rules without `to`), e.g. "5432/TCP". */
export function portsOpenToAnywhere(policies: readonly INetworkPolicy[], pod: Pod): string[] {
  return policies
    .filter((policy) => policy.spec?.policyTypes?.includes('Egress') && selects(policy.spec.podSelector, pod.labels))
    .flatMap((policy) => policy.spec?.egress ?? [])
    .filter((rule) => !rule.to)
    .flatMap((rule) => (rule.ports ?? []).map((port) => `${port.port}/${port.protocol ?? 'TCP'}`));
}

/** An nginx size ("500m", "1g", "1024k", "1048576") in bytes. */
export function nginxBytes(size: string): number {
  const match = /^(\d+)([kmg]?)$/i.exec(size.trim());
  if (!match) throw new Error(`not an nginx size: "${size}"`);
  const unit = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[match[2].toLowerCase() as '' | 'k' | 'm' | 'g'];
  return Number(match[1]) * unit;
}
