import { useCallback, useState } from 'react';
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

/** Mounts a parcel another remote exposes; if that remote is down, this spot shows an error. */
export function RemoteParcel<Id extends ParcelId>(props: RemoteParcelProps<Id>) {
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
