// `@marketplace/ui/api`: the browser's API client, apart from the components so that code and
// tests that only call the API never load component styles.
export { apiFetch, ApiError, type ApiFetchOptions } from './api-fetch';
export { serverMessageOf } from './server-message';
export { fetchAdminAuthStatus, loginAdmin, logoutAdmin } from './admin-auth-api';
