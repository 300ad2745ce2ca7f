import type { ServiceName } from '../api/define';
import { serviceUrl, TIMEOUT_MS } from './config';
import { abortError, type ApiError, fromResponse, networkError, timeoutError } from './errors';
import { renewToken, report } from './events';
import { $session } from '../session';
import { authHeaders, readNewToken } from './request';
import { isSuccess, payloadOf } from './success';

/**
 * File upload (multipart POST) and download (GET) with progress. fetch cannot report upload progress, so
 * these use XMLHttpRequest; the rules (headers, newtoken, success, errors, 60 s time-out) are the same.
 */
export interface TransferOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
  silent?: boolean;
}

function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/** One transfer; a 401 under the host's sign-in goes once more with the host's new token (./events.ts). */
async function send<T>(
  method: 'GET' | 'POST',
  url: string,
  body: FormData | null,
  opts: TransferOptions,
  blob: boolean,
): Promise<T> {
  const token = $session.get().access_token;
  const again = () => sendOnce<T>(method, url, body, opts, blob);
  try {
    return await again().catch(async (err: ApiError) => {
      if (err.isUnauthorized && (await renewToken(token))) return again();
      throw err;
    });
  } catch (err) {
    const error = err as ApiError;
    if (!opts.silent || error.isUnauthorized) void report(error);
    throw error;
  }
}

function sendOnce<T>(
  method: 'GET' | 'POST',
  url: string,
  body: FormData | null,
  opts: TransferOptions,
  blob: boolean,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.timeout = opts.timeoutMs ?? TIMEOUT_MS;
    xhr.responseType = blob ? 'blob' : 'text';
    for (const [k, v] of Object.entries(authHeaders())) xhr.setRequestHeader(k, v);
    const progress = (e: ProgressEvent) => e.lengthComputable && opts.onProgress?.(e.loaded / e.total);
    (body ? xhr.upload : xhr).addEventListener('progress', progress);
    const fail = (error: ApiError) => reject(error);
    xhr.onload = () => {
      const headers = headersOf(xhr);
      readNewToken(headers);
      const type = headers.get('content-type');
      if (blob && xhr.status >= 200 && xhr.status < 300 && !/json/i.test(type ?? '')) {
        opts.onProgress?.(1);
        resolve(xhr.response as T);
        return;
      }
      const text = blob ? null : (xhr.responseText as string);
      let parsed: unknown = text;
      try {
        parsed = text == null ? null : JSON.parse(text);
      } catch {
        // Malformed JSON stays a string: isSuccess then rejects it with the get-failed message.
      }
      if (xhr.status >= 200 && xhr.status < 300 && isSuccess(parsed, type)) {
        opts.onProgress?.(1);
        resolve(payloadOf<T>(parsed));
      } else fail(fromResponse(xhr.status, parsed as Record<string, unknown>));
    };
    xhr.onerror = () => fail(networkError());
    xhr.ontimeout = () => fail(timeoutError());
    xhr.onabort = () => fail(abortError());
    opts.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}

/** Multipart upload of one file with extra fields. */
export function upload<T>(
  service: ServiceName,
  path: string,
  file: Blob,
  fileName: string,
  fields: Record<string, string>,
  opts: TransferOptions = {},
): Promise<T> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', file, fileName);
  return send<T>('POST', serviceUrl(service, path), form, opts, false);
}

/** Download as a Blob (for the viewers and for saving). */
export function download(service: ServiceName, path: string, opts: TransferOptions = {}): Promise<Blob> {
  return send<Blob>('GET', serviceUrl(service, path), null, opts, true);
}

/** Hands a downloaded Blob to the browser as a file to save. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
