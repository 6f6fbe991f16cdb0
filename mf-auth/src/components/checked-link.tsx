import type { ReactNode } from 'react';
import type { LoadedResource } from '@studydesk/shared/data';
import { ResourceContent } from '@studydesk/shared/ui/core';
import { AuthLayout } from './auth-layout';

interface CheckedLinkProps<T> {
  /** the page's title while the link is checked */
  title: string;
  footer?: ReactNode;
  /** the server's answer about the link (`useResource`) */
  link: LoadedResource<T>;
  /** the page the answer draws, in its own frame: a form, or why the link does not work */
  children: (answer: T) => ReactNode;
}

/**
 * A signed-out page opened from a link (a mail's, the server log's): the frame with the
 * spinner until the server says whether the link works, or why it could not ask with a
 * retry; then the page the answer draws, which has its own title.
 */
export function CheckedLink<T>({ title, footer, link, children }: CheckedLinkProps<T>) {
  if (link.data !== undefined) return <>{children(link.data)}</>;
  return (
    <AuthLayout title={title} footer={footer}>
      <ResourceContent resource={link}>{children}</ResourceContent>
    </AuthLayout>
  );
}
