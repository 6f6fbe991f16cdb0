import { useCallback, useState } from 'react';
import Parcel from 'single-spa-react/parcel';
import type { ParcelConfigObject } from 'single-spa';
import { AreaError } from './area-error';
import { useLoadRemote } from './remote-context';

export interface RemoteParcelProps {
  /** `<remote>/<exposed module>`, e.g. 'mf_calendar/calendar' */
  id: string;
  /** props for the parcel */
  parcelProps?: Record<string, unknown>;
  className?: string;
}

/** Mounts a parcel another remote exposes; if that remote is down, this spot shows an error. */
export function RemoteParcel({ id, parcelProps, className }: RemoteParcelProps) {
  const loadRemote = useLoadRemote();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const config = useCallback(() => loadRemote<ParcelConfigObject>(id), [loadRemote, id, attempt]);
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
      handleError={(error: Error) => {
        console.error(`${id} failed`, error);
        setFailed(true);
      }}
      loadRemote={loadRemote}
      {...parcelProps}
    />
  );
}
