import { WEBHOOK_CONFIG_TEXTS as T } from '@marketplace/contracts';
import { useToast } from '@marketplace/ui';

/** Copies to the clipboard and says so; where the browser offers no clipboard (not HTTPS), says that. */
export function useCopy() {
  const { toast } = useToast();
  return async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: T.copied });
    } catch {
      toast({ title: T.copyFailed, variant: 'destructive' });
    }
  };
}
