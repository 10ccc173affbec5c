import { useMutation } from '@tanstack/react-query';
import { ADMIN_AUTH_MESSAGES as M } from '@marketplace/contracts';
import { Button, useToast } from '@marketplace/ui';
import { endOtherAdminSessions, serverMessageOf } from '@marketplace/ui/api';

/**
 * "Sign out everywhere else": for a dashboard left open on another computer or a lost laptop. The
 * administrator's session in this browser stays; the toast says how many others ended.
 */
export function EndOtherSessionsButton() {
  const { toast } = useToast();
  const endOthers = useMutation({
    mutationFn: endOtherAdminSessions,
    onSuccess: ({ ended }) =>
      toast({ title: M.otherSessionsEnded.title, description: M.otherSessionsEnded.description(ended) }),
    onError: (error) =>
      toast({
        title: M.endOtherSessions,
        description: serverMessageOf(error) ?? M.endOtherSessionsFailed,
        variant: 'destructive',
      }),
  });
  return (
    <Button variant="ghost" onClick={() => endOthers.mutate()} aria-busy={endOthers.isPending}>
      {M.endOtherSessions}
    </Button>
  );
}
