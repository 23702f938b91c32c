export { ApiError, type ClientErrorCode } from './api-error.ts';
export { createApiClient, type ApiClient, type ApiClientOptions, type CallArgs, type CallInput } from './create-api-client.ts';
