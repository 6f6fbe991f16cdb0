import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import { AreaError } from './area-error';
import { RemoteContext, type LoadRemote } from './remote-context';

/** What the shell passes to every application and parcel. */
export interface RemoteProps {
  loadRemote: LoadRemote;
  domElementGetter?: () => HTMLElement;
}

export type RemoteAppProps<Extra = object> = AppProps & RemoteProps & Extra;

export interface RemoteLifecycleOptions {
  /** per mount: 'hydrateRoot' when the area already holds this root's markup (prerendered by the server) */
  renderType?: () => 'createRoot' | 'hydrateRoot';
}

/**
 * single-spa lifecycles for a remote's React root (an application or a parcel): the
 * shell's loader is put in context, and a render crash shows an error in this area only.
 */
export function createRemoteLifecycles<Extra = object>(Root: ComponentType<RemoteAppProps<Extra>>, options: RemoteLifecycleOptions = {}) {
  function Provided(props: RemoteAppProps<Extra>) {
    return (
      <RemoteContext.Provider value={props.loadRemote}>
        <Root {...props} />
      </RemoteContext.Provider>
    );
  }
  return singleSpaReact<RemoteProps & Extra>({
    React,
    ReactDOMClient,
    rootComponent: Provided,
    ...(options.renderType ? { renderType: options.renderType } : {}),
    errorBoundary: (error, _info, props) => {
      console.error(`${props.name} crashed`, error);
      return <AreaError />;
    },
  });
}
