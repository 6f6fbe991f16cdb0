export { shorten } from './shorten';
export { displayName, initials } from './names';
export type { NamedUser } from './names';
export { msg } from './msg';
// the message formatter, free of the dictionary and React: the server renders mails with it too
export { formatMessage } from './icu';
export type { MessageParams } from './icu';
export { formatMoneyIn, minorUnitDigits, moneyAsNumber } from './money';
