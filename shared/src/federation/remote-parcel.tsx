import { memo, useCallback, useState } from 'react';
import Parcel from 'single-spa-react/parcel';
import type { ParcelConfigObject } from 'single-spa';
import { AreaError } from './area-error';
import { guardParcel } from './guard-parcel';
import type { ParcelId, ParcelProps } from './parcels';
import { useLoadRemote } from './remote-context';

/** `parcelProps` may be left out only when the parcel takes no required props. */
export type RemoteParcelProps<Id extends ParcelId> = {
  /** `<remote>/<exposed module>`, a key of the shared parcel map */
  id: Id;
  className?: string;
} & (object extends ParcelProps<Id> ? { parcelProps?: ParcelProps<Id> } : { parcelProps: ParcelProps<Id> });

/**
 * The same data, compared by value: plain objects and arrays by their entries, anything
 * else (functions, dates, class instances) by identity.
 */
export function sameParcelProps(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameParcelProps(item, b[index]));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && sameParcelProps(a[key], b[key]));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Mounts a parcel another remote exposes; if that remote is down, this spot shows an error.
 *
 * single-spa-react's Parcel hands its props to the parcel (which re-renders its whole tree)
 * on every render of the page around it, so a page re-rendering for its own reasons (a
 * dialog opening, a keystroke) re-rendered every parcel on it. The parcel is updated only
 * when its props change in value.
 */
export const RemoteParcel = memo(RemoteParcelImpl, sameParcelProps) as <Id extends ParcelId>(props: RemoteParcelProps<Id>) => ReturnType<typeof RemoteParcelImpl>;

function RemoteParcelImpl<Id extends ParcelId>(props: RemoteParcelProps<Id>) {
  // The conditional type above is for callers; here both of its branches look alike.
  const { id, parcelProps, className } = props as { id: Id; parcelProps?: ParcelProps<Id>; className?: string };
  const loadRemote = useLoadRemote();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // a retry remounts the Parcel (key={attempt}), which asks for the config again
  const config = useCallback(
    () =>
      guardParcel(
        () => loadRemote<ParcelConfigObject>(id),
        (error) => {
          console.error(`${id} failed`, error);
          setFailed(true);
        },
      )(),
    [loadRemote, id],
  );
  if (failed) {
    return (
      <AreaError
        onRetry={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  return (
    <Parcel
      key={attempt}
      config={config}
      wrapWith="div"
      wrapClassName={className}
      loadRemote={loadRemote}
      {...parcelProps}
    />
  );
}
