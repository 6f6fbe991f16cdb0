/**
 * The jobs that send mail, and the page's messages. A mail rendered when it was queued (a
 * lesson reminder, a teacher digest: the day's run renders every message with the day's
 * texts, each language's loaded once, and queues one job per recipient) is a SEND_MAIL_JOB
 * whose payload is the message without attachments.
 */
import type { OutgoingMail } from '../../mail/mailer';

export const SEND_MAIL_JOB = 'send-mail';
export type SendMailInput = Omit<OutgoingMail, 'attachments'>;

/** The pay module's payslip job (pay/payslip/payslip-mail.ts; a test checks the two agree): its rows are described here. */
export const PAYSLIP_MAIL_JOB = 'payslip-mail';
