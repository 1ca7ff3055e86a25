import { localeBySegment } from '@portal/domain';
import { ApiFailure, kindOf } from '../../../lib/api-client';
import { $accessToken, $sessionToken, endSession } from '../../../stores/session';
import { $lang, promptLogin } from '../../../stores/ui';

/**
 * A member call over XMLHttpRequest, for the two things fetch (and so ky) cannot do here: report upload progress
 * per file (fetch needs request streams, which Chromium only sends over HTTP/2) and read a download as a blob with
 * the member's headers. Same headers and failure mapping as lib/api-client.ts; the page has a session token
 * already (its first member call fetched one).
 */
export function memberXhr<T>(
  method: 'GET' | 'POST',
  path: string,
  {
    body,
    responseType = 'json',
    onUploadProgress,
  }: { body?: FormData; responseType?: 'json' | 'blob'; onUploadProgress?: (fraction: number) => void } = {},
): Promise<{ response: T; xhr: XMLHttpRequest }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.responseType = responseType;
    const locale = localeBySegment($lang.get())!;
    xhr.setRequestHeader('X-SITE-LANG', locale.siteLang);
    xhr.setRequestHeader('Accept-Language', locale.htmlLang);
    const access = $accessToken.get();
    const session = $sessionToken.get();
    if (access) xhr.setRequestHeader('X-ACCESS-TOKEN', access);
    if (session) xhr.setRequestHeader('X-SESSION-TOKEN', session);
    if (onUploadProgress) xhr.upload.onprogress = (e) => e.lengthComputable && onUploadProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiFailure('network', 0));
    xhr.onload = async () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve({ response: xhr.response as T, xhr });
      reject(await failure(xhr));
    };
    xhr.send(body ?? null);
  });
}

/** The failure of a finished request, with the side effects of an expired session (sign out, login dialog). */
async function failure(xhr: XMLHttpRequest): Promise<ApiFailure> {
  let payload: { errors?: Record<string, string[]> } = {};
  try {
    payload = xhr.response instanceof Blob ? JSON.parse(await xhr.response.text()) : (xhr.response ?? {});
  } catch {
    /* not JSON */
  }
  const status = xhr.status;
  const kind = kindOf(status);
  if (kind === 'auth') {
    endSession();
    promptLogin({ reason: 'expired' });
  }
  return new ApiFailure(kind, status, payload.errors ?? {});
}
