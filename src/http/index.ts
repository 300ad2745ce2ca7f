export { request, requestEarly, newIdempotencyKey, authHeaders, type RequestOptions } from './request';
export { launchPayload } from './launchPayload';
export { upload, download, saveBlob, type TransferOptions } from './transfer';
export { ApiError, ERROR_CODES, fromResponse } from './errors';
export { isSuccess } from './success';
export { setErrorSink, setUnauthorizedHandler } from './events';
export { apiBase, setDefaultApiBase, TIMEOUT_MS } from './config';
