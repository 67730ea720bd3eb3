import { ApolloLink } from '@apollo/client';
import { from, mergeMap } from 'rxjs';

/**
 * The multipart upload link, loaded on the first upload: only the document pages send files, so
 * every other page's first visit skips apollo-upload-client and the progress-reporting fetch.
 */
export function lazyUploadLink(options: { uri: string; headers: Record<string, string> }): ApolloLink {
  let loading: Promise<ApolloLink> | undefined;
  const load = () =>
    (loading ??= Promise.all([import('apollo-upload-client/UploadHttpLink.mjs'), import('../lib/uploadProgressFetch')]).then(
      // Its fetch reports upload progress to operations that ask for it (the document upload widget).
      ([{ default: UploadHttpLink }, { fetchWithUploadProgress }]) =>
        new UploadHttpLink({ ...options, credentials: 'include', fetch: fetchWithUploadProgress as typeof fetch }),
    ));
  return new ApolloLink((operation, forward) => from(load()).pipe(mergeMap((link) => link.request(operation, forward))));
}
