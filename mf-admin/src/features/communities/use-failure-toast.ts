import { useEffect } from 'react';
import { COMMUNITY_ADMIN_MESSAGES as M } from '@marketplace/contracts';
import { useToast } from '@marketplace/ui';

/** Admin spec 8: a read of the Community Mgmt tab that fails says so in an 'Error' toast, once per failure. */
export function useFailureToast(failed: boolean, description: string): void {
  const { toast } = useToast();
  useEffect(() => {
    if (failed) toast({ title: M.errorTitle, description, variant: 'destructive' });
  }, [failed, description, toast]);
}
