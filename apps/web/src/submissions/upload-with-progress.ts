import type { ResponseOf } from '@site/api-contract';
import { csrfHeader, errorCodes, type ErrorCode } from '@site/api-contract/routes';
import { ApiError } from '@site/api-contract/client';

export type UploadAnswer = ResponseOf<'createSubmission'>;

const knownCodes: ReadonlySet<string> = new Set(errorCodes);

function errorOf(status: number, text: string): ApiError {
  try {
    const parsed = JSON.parse(text) as { error?: { code?: unknown; message?: unknown; details?: { field?: unknown } } };
    const code = parsed.error?.code;
    if (typeof code === 'string' && knownCodes.has(code)) {
      const field = parsed.error?.details?.field;
      return new ApiError(typeof parsed.error?.message === 'string' ? parsed.error.message : code, { status, code: code as ErrorCode, field: typeof field === 'string' ? field : undefined });
    }
  } catch {
    // not the server's error shape: below
  }
  return new ApiError(`HTTP ${status}`, { status, code: status >= 500 ? 'http_error' : 'bad_response' });
}

/**
 * Sends a submission form with XMLHttpRequest, the one browser API that reports upload
 * progress: `onProgress` gets the share sent (0 to 1), or null while the size is unknown.
 * Resolves with the server's answer; rejects with an ApiError like the site's client.
 */
export function uploadWithProgress(path: string, form: FormData, onProgress: (share: number | null) => void): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader(csrfHeader.name, csrfHeader.value);
    request.upload.addEventListener('progress', (event) => {
      onProgress(event.lengthComputable && event.total > 0 ? event.loaded / event.total : null);
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(JSON.parse(request.responseText) as UploadAnswer);
        } catch (error) {
          reject(new ApiError('The answer was not JSON.', { status: request.status, code: 'bad_response', cause: error }));
        }
        return;
      }
      reject(errorOf(request.status, request.responseText));
    });
    request.addEventListener('error', () => {
      reject(new ApiError('The server could not be reached.', { status: 0, code: 'network' }));
    });
    request.send(form);
  });
}
