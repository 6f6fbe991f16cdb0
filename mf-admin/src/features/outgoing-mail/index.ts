export { OutgoingMailPage } from './outgoing-mail-page';
