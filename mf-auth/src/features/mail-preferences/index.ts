export { OptOutPage } from './components/opt-out-page';
export { MailsCard } from './components/mails-card';
