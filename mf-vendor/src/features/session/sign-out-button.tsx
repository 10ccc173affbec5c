import { VENDOR_APP_TEXTS } from '@marketplace/contracts';
import { Button, Icon, useToast } from '@marketplace/ui';
import { useSignOut } from './session-api';

const TEXTS = VENDOR_APP_TEXTS.header;

/** Ends the session and leaves the vendor on /vendor's sign-in form. */
export function SignOutButton() {
  const { toast } = useToast();
  const signOut = useSignOut();
  return (
    <Button
      variant="ghost"
      size="small"
      disabled={signOut.isPending}
      onClick={() =>
        signOut.mutate(undefined, {
          onError: () => toast({ title: TEXTS.signOutFailed, variant: 'destructive' }),
        })
      }
    >
      <Icon name="log-out" size={16} />
      {TEXTS.signOut}
    </Button>
  );
}
