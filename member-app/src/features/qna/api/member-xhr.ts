import { failureOf, requestHeaders } from '../../../lib/api-client';
import { ApiFailure } from '../../../lib/api-failure';

/**
 * A member call over XMLHttpRequest, for the two things fetch (and so ky) cannot do here: report upload progress
 * per file (fetch needs request streams, which Chromium only sends over HTTP/2) and read a download as a blob with
 * the member's headers. The headers and the failure mapping are lib/api-client.ts's; the page has a session token
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
    for (const [name, value] of Object.entries(requestHeaders())) xhr.setRequestHeader(name, value);
    if (onUploadProgress) xhr.upload.onprogress = (e) => e.lengthComputable && onUploadProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiFailure('network', 0));
    xhr.onload = async () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve({ response: xhr.response as T, xhr });
      reject(failureOf(xhr.status, await payloadOf(xhr), { member: true }));
    };
    xhr.send(body ?? null);
  });
}

/** The JSON body of a failed request (a blob for downloads); empty when it is not JSON. */
async function payloadOf(xhr: XMLHttpRequest): Promise<unknown> {
  try {
    return xhr.response instanceof Blob ? JSON.parse(await xhr.response.text()) : (xhr.response ?? {});
  } catch {
    return {};
  }
}
