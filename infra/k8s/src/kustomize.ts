import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseAllDocuments } from 'yaml';

/** A Kubernetes object as read from YAML. */
export interface Resource {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

interface PatchEntry {
  path: string;
  target?: { kind?: string; name?: string };
}

interface Kustomization {
  namespace?: string;
  resources?: string[];
  images?: Array<{ name: string; newName?: string; newTag?: string }>;
  patches?: PatchEntry[];
}

/**
 * The fields our kustomizations use, and so the only ones this build understands: a kustomization
 * that adds another fails here instead of being half-built.
 */
const SUPPORTED_FIELDS = new Set(['apiVersion', 'kind', 'namespace', 'resources', 'images', 'patches']);

export function readYamlDocuments(file: string): unknown[] {
  return parseAllDocuments(readFileSync(file, 'utf8')).map((document) => {
    if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0]!.message}`);
    return document.toJS() as unknown;
  });
}

export function readKustomization(dir: string): Kustomization {
  const [kustomization] = readYamlDocuments(join(dir, 'kustomization.yaml')) as [Record<string, unknown>];
  const unsupported = Object.keys(kustomization).filter((field) => !SUPPORTED_FIELDS.has(field));
  if (unsupported.length > 0)
    throw new Error(`${dir}/kustomization.yaml: ${unsupported.join(', ')} not understood by this check`);
  return kustomization as Kustomization;
}

/** Every file a kustomization names, resolved, whether it exists or not. */
export function referencedFiles(dir: string): string[] {
  const kustomization = readKustomization(dir);
  return [
    ...(kustomization.resources ?? []).map((resource) => join(dir, resource)),
    ...(kustomization.patches ?? []).map((patch) => join(dir, patch.path)),
  ];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A strategic merge patch as kustomize applies ours: maps merged, lists and scalars replaced. */
function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(target) || !isObject(patch)) return structuredClone(patch);
  const merged: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(patch)) merged[key] = mergePatch(target[key], value);
  return merged;
}

interface JsonPatchOperation {
  op: string;
  path: string;
  value: unknown;
}

function applyJsonPatch(resource: Resource, operations: JsonPatchOperation[]): Resource {
  const patched = structuredClone(resource);
  for (const operation of operations) {
    if (operation.op !== 'replace')
      throw new Error(`JSON patch op ${operation.op} not understood by this check`);
    const keys = operation.path.split('/').slice(1);
    const last = keys.pop()!;
    let parent: unknown = patched;
    for (const key of keys) parent = (parent as Record<string, unknown>)[key];
    if (!isObject(parent) && !Array.isArray(parent))
      throw new Error(`${operation.path} does not exist in ${resource.kind}/${resource.metadata.name}`);
    if (!(last in parent))
      throw new Error(`${operation.path} does not exist in ${resource.kind}/${resource.metadata.name}`);
    (parent as Record<string, unknown>)[last] = operation.value;
  }
  return patched;
}

const matches = (resource: Resource, target: { kind?: string; name?: string }) =>
  (target.kind === undefined || resource.kind === target.kind) &&
  (target.name === undefined || resource.metadata.name === target.name);

/** Every container of a workload, a Deployment's or a Job's. */
export function containersOf(resource: Resource): Array<Record<string, unknown> & { image: string }> {
  const spec = resource.spec as
    { template?: { spec?: { containers?: Array<{ image: string }> } } } | undefined;
  return (spec?.template?.spec?.containers ?? []) as Array<Record<string, unknown> & { image: string }>;
}

/**
 * What `kubectl kustomize` gives for our kustomizations: the resources, the overlay's namespace and
 * image names, and its patches. A patch that matches nothing fails, as kustomize does.
 */
export function build(dir: string): Resource[] {
  const kustomization = readKustomization(dir);
  let resources = (kustomization.resources ?? []).flatMap((entry) => {
    const path = join(dir, entry);
    if (existsSync(join(path, 'kustomization.yaml'))) return build(path);
    return readYamlDocuments(path) as Resource[];
  });
  for (const patch of kustomization.patches ?? []) {
    const file = join(dir, patch.path);
    const documents = readYamlDocuments(file);
    if (Array.isArray(documents[0])) {
      const target = patch.target ?? {};
      if (!resources.some((resource) => matches(resource, target)))
        throw new Error(`${file}: no resource matches its target`);
      resources = resources.map((resource) =>
        matches(resource, target) ? applyJsonPatch(resource, documents[0] as JsonPatchOperation[]) : resource,
      );
      continue;
    }
    for (const document of documents as Resource[]) {
      const target = { kind: document.kind, name: document.metadata.name };
      if (!resources.some((resource) => matches(resource, target)))
        throw new Error(`${file}: ${target.kind}/${target.name} is in no resource`);
      resources = resources.map((resource) =>
        matches(resource, target) ? (mergePatch(resource, document) as Resource) : resource,
      );
    }
  }
  return resources.map((resource) => {
    const built = structuredClone(resource);
    if (kustomization.namespace) built.metadata.namespace = kustomization.namespace;
    for (const container of containersOf(built)) {
      const image = kustomization.images?.find((entry) => entry.name === container.image.split(':')[0]);
      if (image) container.image = `${image.newName ?? image.name}:${image.newTag ?? 'latest'}`;
    }
    return built;
  });
}

export const kustomizationDir = (name: string) => join(dirname(__dirname), name);
