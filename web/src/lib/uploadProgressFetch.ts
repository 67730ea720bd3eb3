/**
 * A fetch for the upload link that reports upload progress: fetch() cannot, XMLHttpRequest can.
 * Used when an operation's context carries fetchOptions.onUploadProgress; everything else goes
 * to the platform fetch. Register it as UploadHttpLink's `fetch` to get progress bars.
 */
export type UploadProgressHandler = (loaded: number, total: number) => void;

export function fetchWithUploadProgress(input: RequestInfo | URL, init: RequestInit & { onUploadProgress?: UploadProgressHandler } = {}): Promise<Response> {
  const { onUploadProgress, ...rest } = init;
  if (!onUploadProgress || typeof XMLHttpRequest === 'undefined') return fetch(input, rest);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(rest.method ?? 'POST', String(input instanceof Request ? input.url : input));
    request.withCredentials = rest.credentials === 'include';
    new Headers(rest.headers).forEach((value, name) => request.setRequestHeader(name, value));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onUploadProgress(event.loaded, event.total);
    };
    request.onload = () => {
      const headers = new Headers();
      for (const line of request
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      resolve(new Response(request.responseText, { status: request.status, statusText: request.statusText, headers }));
    };
    request.onerror = () => reject(new TypeError('Network request failed'));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    rest.signal?.addEventListener('abort', () => request.abort());
    request.send(rest.body as XMLHttpRequestBodyInit);
  });
}
