import { randomBytes } from 'node:crypto';
import type { Resource } from './kustomize';

interface Probe {
  httpGet?: { path: string; port: string | number };
}

/** The fields of a container the checks read. */
export interface Container {
  name: string;
  image: string;
  ports?: Array<{ name?: string; containerPort: number }>;
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { allowPrivilegeEscalation?: boolean; readOnlyRootFilesystem?: boolean };
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  env?: Array<{ name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }>;
}

/** The environment Kubernetes gives a container: its ConfigMaps in order, then its own entries. */
export function environmentOf(
  container: Container,
  resources: Resource[],
  secrets: (key: string) => string = secretValue,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const source of container.envFrom ?? []) {
    const configMap = resources.find(
      (resource) => resource.kind === 'ConfigMap' && resource.metadata.name === source.configMapRef?.name,
    );
    if (!configMap) throw new Error(`${container.name}: no ConfigMap ${source.configMapRef?.name}`);
    Object.assign(env, configMap.data);
  }
  for (const entry of container.env ?? []) {
    const secret = entry.valueFrom?.secretKeyRef;
    env[entry.name] = secret ? secrets(secret.key) : entry.value;
  }
  return env;
}

/** A stand-in for a secret the operator creates: valid in form, and no development default. */
export function secretValue(key: string): string {
  const random = randomBytes(24).toString('base64url');
  if (key === 'uri') return `postgresql://app:${random}@marketplace-db-rw:5432/app`;
  if (key === 'SMTP_URL') return `smtps://marketplace:${random}@smtp.example.com`;
  return random;
}
