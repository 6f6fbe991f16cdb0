import type { ReactNode } from 'react';
import { useResource } from '@studydesk/shared/data';
import { Card, ResourceContent } from '@studydesk/shared/ui';

interface SettingCardProps<T> {
  title: string;
  testId: string;
  /** the key the loaded setting is kept under (useResource) */
  resourceKey: string;
  load: (signal: AbortSignal) => Promise<T>;
  /** the form that edits and saves the setting, given its stored value */
  children: (saved: T) => ReactNode;
}

/**
 * A site setting in a card of its own, loaded on its own: a spinner until it arrives, the
 * error with a retry if it cannot be loaded, then its form.
 */
export function SettingCard<T>({ title, testId, resourceKey, load, children }: SettingCardProps<T>) {
  const setting = useResource(resourceKey, load);
  return (
    <Card title={title} data-testid={testId}>
      <ResourceContent resource={setting}>{children}</ResourceContent>
    </Card>
  );
}
