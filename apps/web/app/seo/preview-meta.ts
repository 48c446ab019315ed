import type { MetaDescriptor } from 'react-router';

/**
 * A preview of a post (a signed link to a draft or scheduled post) is never indexed: its page's
 * tags, with `robots` set to `noindex` whatever they said.
 */
export function withPreviewRobots(descriptors: MetaDescriptor[], loaderData: unknown) {
  if ((loaderData as { preview?: unknown } | undefined)?.preview !== true) return descriptors;
  const others = descriptors.filter(
    (descriptor) => !('name' in descriptor && descriptor.name === 'robots'),
  );
  return [...others, { name: 'robots', content: 'noindex' }];
}
