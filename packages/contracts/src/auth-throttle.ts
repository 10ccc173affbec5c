/** What a throttled login, forgot-password or reset-password call answers (429, with Retry-After). */
export const tooManyAttemptsMessage = (minutes: number) =>
  `Too many attempts. Please try again in ${minutes} minutes.`;
