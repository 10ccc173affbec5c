import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { ToastText } from '@marketplace/contracts';
import { useToast } from '@marketplace/ui';

/**
 * Registration, forgot-password and reset-password all end the same way on success (customer spec
 * 4): their toast, then /login. Each screen keeps its own failure handling.
 */
export function useMutationToLogin<Request>(
  mutationFn: (request: Request) => Promise<unknown>,
  successToast: ToastText,
  onError: (error: unknown) => void,
) {
  const navigate = useNavigate();
  const { toast } = useToast();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      toast(successToast);
      navigate('/login');
    },
    onError,
  });
}
