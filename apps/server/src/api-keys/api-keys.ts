// The entry module of api-keys/: what the composition root and the API use of it.
export { ApiKeys, KEY_LAST_USED_RESOLUTION_MS } from './api-key-store';
export { apiKeyGuard } from './api-key-guard';
export { apiKeyCreator } from './api-key-creator';
export { auditApiKeyDeletes } from './api-key-audit';
export { registerApiKeyRequests } from './api-key-requests';
export { isServiceCaller, apiKeyEmail, type ApiKeyCaller } from './api-key-caller';
export { isApiKeyToken, API_KEY_TOKEN_START } from './api-key-tokens';
