import type { OutgoingMail } from '../../mail/mailer';

/**
 * A mail rendered when it was queued (a lesson reminder, a teacher digest: the day's run
 * renders every message with the day's texts, each language's loaded once, and queues one
 * job per recipient). Payload: the message without attachments.
 */
export const SEND_MAIL_JOB = 'send-mail';
export type SendMailInput = Omit<OutgoingMail, 'attachments'>;
