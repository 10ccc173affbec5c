import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { AFTER_REFRESH_REDIRECT_DELAY_MS, WELCOME_BONUS } from '@marketplace/contracts';
import { refreshAccountCaches } from '../profile/profile-api';
import { updateOnboarding } from './onboarding-api';

/**
 * The last onboarding call, {points: 100, onboardingCompleted: true}: it refreshes the cached user
 * and community data, then goes to /customer about 100 ms later (customer spec 2). `pending` stays
 * true until the resident has left, so the button does not come back for the last moment.
 */
export function useCompleteOnboarding() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [completed, setCompleted] = useState(false);
  const complete = useMutation({
    mutationFn: () => updateOnboarding({ points: WELCOME_BONUS.points, onboardingCompleted: true }),
    onSuccess: async (user) => {
      await refreshAccountCaches(queryClient, user);
      setCompleted(true);
    },
    onError: (error) => console.error('Failed to complete onboarding', error),
  });

  useEffect(() => {
    if (!completed) return;
    const timer = setTimeout(() => navigate('/customer'), AFTER_REFRESH_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [completed, navigate]);

  return { complete: () => complete.mutate(), pending: complete.isPending || completed };
}
