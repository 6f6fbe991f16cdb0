export { shorten, ELLIPSIS } from './shorten';
export { displayName, initials } from './names';
export type { NamedUser } from './names';
export { msg } from './msg';
