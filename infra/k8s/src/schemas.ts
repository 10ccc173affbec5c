import type { Resource } from './kustomize';
import { STRIMZI_SCHEMAS } from './strimzi-schemas';

/** A kubernetes-models class: validate() throws with every complaint of the schema. */
type Model = new (data: unknown) => { validate(): void };

/**
 * The model of each kind we deploy, whose schema is Kubernetes' own (kubernetes-models) or
 * CloudNativePG's CRD (@kubernetes-models/cloudnative-pg).
 */
const MODELS: Record<string, [module: string, name: string]> = {
  'v1/ConfigMap': ['kubernetes-models/v1/ConfigMap', 'ConfigMap'],
  'v1/Service': ['kubernetes-models/v1/Service', 'Service'],
  'apps/v1/Deployment': ['kubernetes-models/apps/v1/Deployment', 'Deployment'],
  'batch/v1/Job': ['kubernetes-models/batch/v1/Job', 'Job'],
  'autoscaling/v2/HorizontalPodAutoscaler': [
    'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler',
    'HorizontalPodAutoscaler',
  ],
  'policy/v1/PodDisruptionBudget': ['kubernetes-models/policy/v1/PodDisruptionBudget', 'PodDisruptionBudget'],
  'networking.k8s.io/v1/NetworkPolicy': [
    'kubernetes-models/networking.k8s.io/v1/NetworkPolicy',
    'NetworkPolicy',
  ],
  'networking.k8s.io/v1/Ingress': ['kubernetes-models/networking.k8s.io/v1/Ingress', 'Ingress'],
  'postgresql.cnpg.io/v1/Cluster': [
    '@kubernetes-models/cloudnative-pg/postgresql.cnpg.io/v1/Cluster',
    'Cluster',
  ],
};

// The model packages are ES modules only, and jest runs this suite as CommonJS, whose transform
// would turn a plain import() into require(): this one stays a real dynamic import.
const importModule = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<Record<string, Model>>;

/** The schema's complaints about a resource: none when it is valid. */
export async function schemaErrors(resource: Resource): Promise<string[]> {
  const strimzi = resource.apiVersion.startsWith('kafka.strimzi.io/')
    ? STRIMZI_SCHEMAS[resource.kind]
    : undefined;
  if (strimzi) {
    const parsed = strimzi.safeParse(resource);
    return parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  }
  const model = MODELS[`${resource.apiVersion}/${resource.kind}`];
  if (!model) return [`no schema for ${resource.apiVersion} ${resource.kind}`];
  const Model = (await importModule(model[0]))[model[1]]!;
  try {
    new Model(resource).validate();
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
}
