// No zod here: the frontends' first load imports this module (packages/ui's apiFetch), and the
// budget for `/` leaves no room for the schemas' library (decision 62).

/** Frontends send this on every state-changing call; the gateway refuses cross-site writes without it. */
export const CSRF_HEADER = { name: 'x-requested-with', value: 'marketplace' } as const;

/** What a refused cross-site write (gateway) or cross-site logout navigation (auth) answers, with 403. */
export const CROSS_SITE_REQUEST_MESSAGE = 'Cross-site request refused';
