export { RemoteRouter } from './remote-router';
export type { RemoteRoute, RemoteRouterProps } from './remote-router';
