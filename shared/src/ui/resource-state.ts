/**
 * What a load is at: `useResource` of `@studydesk/shared/data` answers it, and the kit's
 * ResourceContent shows it. It lives with the kit because the data layer already builds on
 * the kit (the site settings set the tab's title), so the kit names nothing of the data layer.
 */
export type ResourceState<T> =
  | { status: 'loading'; data: T | undefined; error: null }
  | { status: 'failed'; data: T | undefined; error: string }
  | { status: 'ready'; data: T; error: null };
