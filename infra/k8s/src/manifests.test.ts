import { existsSync } from 'node:fs';
import { TOPICS } from '@marketplace/contracts';
import { parseConfig } from '@marketplace/service-kit';
import { authConfigSchema } from '../../../services/auth/src/config';
import { loadConfig as loadCatalogConfig } from '../../../services/catalog/src/config';
import { loadConfig as loadOrderConfig } from '../../../services/order/src/config';
import { loadConfig as loadWebhookConfig } from '../../../services/webhook/src/config';
import { loadConfig as loadGatewayConfig } from '../../../gateway/src/config';
import { loadFrontendConfig } from '../../../gateway/src/frontend-server/config';
import { build, containersOf, kustomizationDir, referencedFiles, type Resource } from './kustomize';
import { schemaErrors } from './schemas';
import { environmentOf, type Container } from './workload-env';

const KUSTOMIZATIONS = ['base', 'overlays/staging', 'overlays/production'];
const OVERLAYS = ['overlays/staging', 'overlays/production'];

/** Each process's own configuration parser: the one it runs at start. */
const CONFIG_PARSERS: Record<string, (env: NodeJS.ProcessEnv) => unknown> = {
  auth: (env) => parseConfig(authConfigSchema, env),
  catalog: loadCatalogConfig,
  order: loadOrderConfig,
  webhook: loadWebhookConfig,
  gateway: loadGatewayConfig,
  frontend: loadFrontendConfig,
};

const built = new Map(KUSTOMIZATIONS.map((dir) => [dir, build(kustomizationDir(dir))]));
const base = built.get('base')!;
const ofKind = (resources: Resource[], kind: string) =>
  resources.filter((resource) => resource.kind === kind);

interface PodSpec {
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
  containers: Container[];
}
type Selector = {
  matchLabels?: Record<string, string>;
  matchExpressions?: Array<{ key: string; operator: string; values?: string[] }>;
};

const podOf = (workload: Resource) =>
  (workload.spec as { template: { metadata: { labels: Record<string, string> }; spec: PodSpec } }).template;
const containers = (workload: Resource) => containersOf(workload) as unknown as Container[];

function selects(selector: Selector, labels: Record<string, string>): boolean {
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  const byExpressions = (selector.matchExpressions ?? []).every((expression) => {
    const value = labels[expression.key];
    if (expression.operator === 'In') return value !== undefined && expression.values!.includes(value);
    if (expression.operator === 'NotIn') return value === undefined || !expression.values!.includes(value);
    if (expression.operator === 'Exists') return value !== undefined;
    return value === undefined;
  });
  return byLabels && byExpressions;
}

describe.each(KUSTOMIZATIONS)('kustomization %s', (dir) => {
  it('names only files that exist', () => {
    for (const file of referencedFiles(kustomizationDir(dir)))
      expect(existsSync(file) ? file : `missing: ${file}`).toBe(file);
  });

  it('builds resources that each validate against their Kubernetes or operator schema', async () => {
    const resources = built.get(dir)!;
    expect(resources.length).toBeGreaterThan(0);
    for (const resource of resources) {
      const errors = await schemaErrors(resource);
      expect({ resource: `${resource.kind}/${resource.metadata.name}`, errors }).toEqual({
        resource: `${resource.kind}/${resource.metadata.name}`,
        errors: [],
      });
    }
  });
});

describe('every workload', () => {
  const workloads = [...ofKind(base, 'Deployment'), ...ofKind(base, 'Job')];

  it('runs as a non-root user without privilege escalation, on a read-only root filesystem, within requests and limits', () => {
    expect(workloads.length).toBeGreaterThan(0);
    for (const workload of workloads) {
      const pod = podOf(workload).spec;
      expect([workload.metadata.name, pod.securityContext?.runAsNonRoot]).toEqual([
        workload.metadata.name,
        true,
      ]);
      expect(pod.securityContext?.runAsUser).toBeGreaterThan(0);
      for (const container of pod.containers) {
        expect(container.securityContext).toMatchObject({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
        });
        for (const bound of ['requests', 'limits'] as const)
          expect(Object.keys(container.resources?.[bound] ?? {}).sort()).toEqual(['cpu', 'memory']);
      }
    }
  });

  it.each(Object.keys(CONFIG_PARSERS))(
    '%s gets every setting its configuration requires, in production mode, from its ConfigMaps and Secrets',
    (name) => {
      const own = workloads.filter((workload) =>
        containers(workload).some((container) => container.name === name),
      );
      expect(own.length).toBeGreaterThan(0);
      for (const workload of own) {
        const container = containers(workload).find((candidate) => candidate.name === name)!;
        const env = environmentOf(container, base);
        expect(env.NODE_ENV).toBe('production');
        expect(() => CONFIG_PARSERS[name]!(env)).not.toThrow();
      }
    },
  );

  it('takes its secrets from the operator-made Secret or from the database cluster’s app Secret', () => {
    const databaseSecret = `${ofKind(base, 'Cluster')[0]!.metadata.name}-app`;
    for (const container of workloads.flatMap(containers))
      for (const entry of container.env ?? []) {
        const secret = entry.valueFrom?.secretKeyRef;
        if (!secret) continue;
        if (entry.name === 'DATABASE_URL') expect(secret).toEqual({ name: databaseSecret, key: 'uri' });
        else expect(secret).toEqual({ name: 'marketplace-secrets', key: entry.name });
      }
  });

  it('calls other processes at the name and port of one of their Services', () => {
    const services = ofKind(base, 'Service');
    const urls = ofKind(base, 'ConfigMap').flatMap((configMap) =>
      Object.entries((configMap.data ?? {}) as Record<string, string>).filter(([key]) =>
        key.endsWith('_SERVICE_URL'),
      ),
    );
    expect(urls.length).toBeGreaterThan(0);
    for (const [key, url] of urls) {
      const { hostname, port } = new URL(url);
      const service = services.find((candidate) => candidate.metadata.name === hostname);
      const ports = (service?.spec as { ports: Array<{ port: number }> } | undefined)?.ports.map(
        (entry) => entry.port,
      );
      expect({ key, ports }).toEqual({ key, ports: expect.arrayContaining([Number(port)]) });
    }
  });
});

describe('every Deployment', () => {
  const deployments = ofKind(base, 'Deployment');

  it('is ready on /readyz and alive on /healthz, on the port its container declares', () => {
    expect(deployments.map((deployment) => deployment.metadata.name).sort()).toEqual([
      'auth',
      'catalog',
      'frontend',
      'gateway',
      'order',
      'webhook',
    ]);
    for (const container of deployments.flatMap(containers)) {
      const ports = (container.ports ?? []).flatMap((port) => [port.name, port.containerPort]);
      expect(container.readinessProbe?.httpGet?.path).toBe('/readyz');
      expect(container.livenessProbe?.httpGet?.path).toBe('/healthz');
      expect(ports).toContain(container.readinessProbe!.httpGet!.port);
      expect(ports).toContain(container.livenessProbe!.httpGet!.port);
    }
  });

  it('is scaled by a HorizontalPodAutoscaler and kept up by a PodDisruptionBudget that select it', () => {
    const autoscalers = ofKind(base, 'HorizontalPodAutoscaler');
    const budgets = ofKind(base, 'PodDisruptionBudget');
    for (const autoscaler of autoscalers) {
      const target = (autoscaler.spec as { scaleTargetRef: { kind: string; name: string } }).scaleTargetRef;
      expect(
        deployments.some(
          (deployment) => deployment.kind === target.kind && deployment.metadata.name === target.name,
        ),
      ).toBe(true);
    }
    for (const budget of budgets) {
      const selector = (budget.spec as { selector: Selector }).selector;
      expect(deployments.some((deployment) => selects(selector, podOf(deployment).metadata.labels))).toBe(
        true,
      );
    }
    for (const deployment of deployments) {
      const name = deployment.metadata.name;
      expect(
        autoscalers.map(
          (autoscaler) => (autoscaler.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name,
        ),
      ).toContain(name);
      expect(
        budgets.some((budget) =>
          selects((budget.spec as { selector: Selector }).selector, podOf(deployment).metadata.labels),
        ),
      ).toBe(true);
    }
  });

  it('is reached through a Service whose selector matches its pods and whose port its container serves', () => {
    for (const deployment of deployments) {
      const service = ofKind(base, 'Service').find((candidate) =>
        selects(
          { matchLabels: (candidate.spec as { selector: Record<string, string> }).selector },
          podOf(deployment).metadata.labels,
        ),
      );
      expect(service?.metadata.name).toBe(deployment.metadata.name);
      const targetPort = (service!.spec as { ports: Array<{ targetPort: string }> }).ports[0]!.targetPort;
      expect(containers(deployment)[0]!.ports?.map((port) => port.name)).toContain(targetPort);
    }
  });
});

describe('the migrations', () => {
  it('run as one Job per service, in that service’s image, migrating only', () => {
    const jobs = ofKind(base, 'Job');
    for (const service of ['auth', 'catalog', 'order', 'webhook']) {
      const job = jobs.find((candidate) => candidate.metadata.name === `migrate-${service}`);
      const [container] = containers(job!);
      const deployment = ofKind(base, 'Deployment').find((candidate) => candidate.metadata.name === service)!;
      expect(container!.image).toBe(containers(deployment)[0]!.image);
      expect(container!.env).toContainEqual({ name: 'MIGRATE_ONLY', value: 'true' });
    }
  });
});

describe('the network policies', () => {
  const policies = ofKind(base, 'NetworkPolicy');
  const podLabels = new Map(
    ofKind(base, 'Deployment').map((deployment) => [
      deployment.metadata.name,
      podOf(deployment).metadata.labels,
    ]),
  );
  interface Peer {
    podSelector?: Selector;
    namespaceSelector?: Selector;
  }

  /** Who may connect to a Deployment's pods: Deployments of this namespace, and other namespaces by name. */
  function allowedSources(target: string) {
    const peers = policies
      .filter((policy) =>
        selects((policy.spec as { podSelector: Selector }).podSelector, podLabels.get(target)!),
      )
      .flatMap((policy) =>
        ((policy.spec as { ingress?: Array<{ from?: Peer[] }> }).ingress ?? []).flatMap(
          (rule) => rule.from ?? [],
        ),
      );
    const deployments = [...podLabels].filter(([, labels]) =>
      peers.some((peer) => !peer.namespaceSelector && peer.podSelector && selects(peer.podSelector, labels)),
    );
    const namespaces = peers
      .map((peer) => peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'])
      .filter(Boolean);
    return {
      deployments: deployments.map(([name]) => name).sort(),
      namespaces: [...new Set(namespaces)].sort(),
    };
  }

  it('deny every connection to a marketplace pod that no policy allows', () => {
    const denyAll = policies.find((policy) => (policy.spec as { ingress?: unknown }).ingress === undefined);
    for (const labels of podLabels.values())
      expect(selects((denyAll!.spec as { podSelector: Selector }).podSelector, labels)).toBe(true);
    expect(
      policies.every((policy) =>
        ((policy.spec as { ingress?: Array<{ from?: unknown[] }> }).ingress ?? []).every(
          (rule) => (rule.from ?? []).length > 0,
        ),
      ),
    ).toBe(true);
  });

  it('let only the gateway and the services reach auth, catalog and order, and the webhook service only the catalog', () => {
    for (const service of ['auth', 'order'])
      expect(allowedSources(service)).toEqual({
        deployments: ['auth', 'catalog', 'gateway', 'order'],
        namespaces: ['monitoring'],
      });
    // The webhook service asks the catalog whether a partner exists before making its secret.
    expect(allowedSources('catalog')).toEqual({
      deployments: ['auth', 'catalog', 'gateway', 'order', 'webhook'],
      namespaces: ['monitoring'],
    });
  });

  it('let partners’ webhooks reach the webhook service only through the gateway', () => {
    expect(allowedSources('webhook')).toEqual({ deployments: ['gateway'], namespaces: ['monitoring'] });
  });

  it('let the Ingress controller reach the gateway and the frontend bundle, and nothing else', () => {
    expect(allowedSources('gateway').namespaces).toEqual(['ingress-nginx', 'monitoring']);
    expect(allowedSources('frontend')).toEqual({ deployments: [], namespaces: ['ingress-nginx'] });
    for (const service of ['auth', 'catalog', 'order', 'webhook'])
      expect(allowedSources(service).namespaces).not.toContain('ingress-nginx');
  });
});

describe('the operators’ resources', () => {
  it('give Kafka three KRaft nodes and the contracts’ topics three replicas, two in sync for a write', () => {
    const [kafka] = ofKind(base, 'Kafka');
    expect(kafka!.metadata).toMatchObject({
      annotations: { 'strimzi.io/kraft': 'enabled', 'strimzi.io/node-pools': 'enabled' },
    });
    const [pool] = ofKind(base, 'KafkaNodePool');
    expect(pool!.spec).toMatchObject({ replicas: 3, roles: ['controller', 'broker'] });
    const topics = ofKind(base, 'KafkaTopic');
    expect(topics.map((topic) => (topic.spec as { topicName: string }).topicName).sort()).toEqual(
      Object.values(TOPICS).sort(),
    );
    for (const topic of topics)
      expect(topic.spec).toMatchObject({ replicas: 3, config: { 'min.insync.replicas': 2 } });
  });

  it('point KAFKA_BROKERS at the Kafka cluster’s bootstrap Service and listener', () => {
    const [kafka] = ofKind(base, 'Kafka');
    const listener = (kafka!.spec as { kafka: { listeners: Array<{ port: number }> } }).kafka.listeners[0]!;
    const brokers = ofKind(base, 'ConfigMap')
      .map((configMap) => (configMap.data as Record<string, string>).KAFKA_BROKERS)
      .filter(Boolean);
    expect(brokers.length).toBeGreaterThan(0);
    for (const value of brokers)
      expect(value).toBe(`${kafka!.metadata.name}-kafka-bootstrap:${listener.port}`);
  });

  it('give PostgreSQL three instances', () => {
    expect(ofKind(base, 'Cluster')[0]!.spec).toMatchObject({ instances: 3 });
  });
});

describe.each(OVERLAYS)('overlay %s', (dir) => {
  it('sets a namespace and a registry image with a tag for every container', () => {
    const resources = built.get(dir)!;
    for (const resource of resources) expect(resource.metadata.namespace).toBeTruthy();
    for (const container of [...ofKind(resources, 'Deployment'), ...ofKind(resources, 'Job')].flatMap(
      containers,
    ))
      expect(container.image).toMatch(/^[\w.-]+\/marketplace\/[\w-]+:[\w.-]+$/);
  });
});
