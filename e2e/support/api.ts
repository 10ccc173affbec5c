import type { APIRequestContext } from '@playwright/test';
import { CSRF_HEADER } from '@marketplace/contracts';

/** Calls the API with the browser context's cookies, as the frontends do. */
export async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  if (!response.ok()) throw new Error(`GET ${path} -> ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function apiPost<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data, headers: { [CSRF_HEADER.name]: CSRF_HEADER.value } });
  if (!response.ok()) throw new Error(`POST ${path} -> ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function apiDelete<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.delete(path, { headers: { [CSRF_HEADER.name]: CSRF_HEADER.value } });
  if (!response.ok()) throw new Error(`DELETE ${path} -> ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function apiPatch<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.patch(path, { data, headers: { [CSRF_HEADER.name]: CSRF_HEADER.value } });
  if (!response.ok()) throw new Error(`PATCH ${path} -> ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function apiPut<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.put(path, { data, headers: { [CSRF_HEADER.name]: CSRF_HEADER.value } });
  if (!response.ok()) throw new Error(`PUT ${path} -> ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}
