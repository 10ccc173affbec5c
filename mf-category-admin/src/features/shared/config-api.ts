import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { CATEGORY_ADMIN_MESSAGES as M } from '@marketplace/contracts';
import { useToast } from '@marketplace/ui';
import { ApiError, apiFetch, serverMessageOf } from '@marketplace/ui/api';

/**
 * Admin spec 8: a list read that fails says 'HTTP error! status: {code}'; a network failure keeps
 * its own words.
 */
export async function fetchConfigList<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
): Promise<z.output<Schema>> {
  try {
    return schema.parse(await apiFetch<unknown>(path));
  } catch (error) {
    if (error instanceof ApiError) throw new Error(M.listFailed(error.status), { cause: error });
    throw error;
  }
}

export interface MutationTexts {
  /** The success toast's description. */
  done: string;
  /** The error toast's description when the server gives no message of its own. */
  failed: string;
}

/**
 * Admin spec 4 and 8: a save or delete toasts 'Success' with what was done, or 'Error' with the
 * server's message (else the fallback), and a success reads the list again.
 */
export function useConfigMutation<Input>(
  listKey: readonly unknown[],
  mutationFn: (input: Input) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const mutation = useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
  const run = (input: Input, texts: MutationTexts, onDone?: () => void) =>
    mutation.mutate(input, {
      onSuccess: () => {
        toast({ title: M.successTitle, description: texts.done });
        onDone?.();
      },
      onError: (error) =>
        toast({
          title: M.errorTitle,
          description: serverMessageOf(error) ?? texts.failed,
          variant: 'destructive',
        }),
    });
  return { run, isPending: mutation.isPending };
}

/** POST a new record or PUT an existing one. */
export function saveRecord(collection: string, id: number | null, body: unknown): Promise<unknown> {
  return apiFetch(id === null ? collection : `${collection}/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    body,
  });
}

export function deleteRecord(collection: string, id: number): Promise<unknown> {
  return apiFetch(`${collection}/${id}`, { method: 'DELETE' });
}
