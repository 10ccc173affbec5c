/**
 * Where the e2e stack's services start (playwright.config.ts): the launcher puts the partner
 * simulator nine ports up, as `npm start` does (infra/launcher/src/main.ts).
 */
export const E2E_SERVICES_BASE_PORT = 4201;
export const E2E_PARTNER_URL = `http://127.0.0.1:${E2E_SERVICES_BASE_PORT + 9}`;

/** The launcher's development partner key (DEV_PARTNER_AUTH_KEY), which the simulator asks for. */
export const E2E_PARTNER_KEY = 'spice-route-dev-key';
