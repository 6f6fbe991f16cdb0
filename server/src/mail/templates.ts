import { mailKey } from './mail-keys';
import type { MailTexts } from './mail-texts';

/**
 * The messages the server sends about an account (two carry a set-password link;
 * `guessing` warns that someone is trying passwords on the account and links to the
 * forgotten-password page). Their wording is dictionary keys, translated in the
 * recipient's language by `mailTexts` (docs/conventions.md#mails).
 */
export type MailPurpose = 'invite' | 'reset' | 'guessing';

interface Wording {
  subject: string;
  intro: string;
  action: string;
  expiry: string;
  ignore: string;
}

const WORDING: Record<MailPurpose, Wording> = {
  invite: {
    subject: mailKey('Your StudyDesk account: set your password'),
    intro: mailKey('An account has been created for you on StudyDesk. Choose a password to start.'),
    action: mailKey('Set your password with this link:'),
    expiry: mailKey('The link works once and expires in 7 days.'),
    ignore: mailKey('If you did not expect this message, you can ignore it.'),
  },
  reset: {
    subject: mailKey('Reset your StudyDesk password'),
    intro: mailKey('Someone asked to reset the password of your StudyDesk account.'),
    action: mailKey('Choose a new password with this link:'),
    expiry: mailKey('The link works once and expires in 30 minutes.'),
    ignore: mailKey('If you did not ask for this, ignore this message: your password stays as it is.'),
  },
  guessing: {
    subject: mailKey('Someone is trying to sign in to your StudyDesk account'),
    intro: mailKey('Many sign-ins with a wrong password were tried on your StudyDesk account in the last few minutes. Sign-ins to it are slowed down for a while; your password still works.'),
    action: mailKey('If this was not you, choose a new password that you use nowhere else:'),
    expiry: mailKey('If it was you, there is nothing to do.'),
    ignore: mailKey('StudyDesk never asks for your password by e-mail.'),
  },
};

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** the language actually used */
  language: string;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A paragraph of a mail: lines of text, the last of which may be a link. */
export interface MailParagraph {
  lines: string[];
  link?: string;
}

/**
 * The text and HTML bodies of a mail, from the same paragraphs. A link stands alone on its
 * own line of the text part, so people (and the e2e tests reading the outbox) can take it
 * whole; in the HTML part it is a link.
 */
export function mailBody(paragraphs: MailParagraph[], language: string): { text: string; html: string } {
  const text = paragraphs.map(({ lines, link }) => [...lines, ...(link ? ['', link] : [])].join('\n')).join('\n\n');
  const html = [
    `<!doctype html><html lang="${escapeHtml(language)}"><body style="font-family:sans-serif;line-height:1.5">`,
    ...paragraphs.map(({ lines, link }) => {
      const parts = lines.map(escapeHtml);
      if (link) parts.push(`<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`);
      return `<p>${parts.join('<br>')}</p>`;
    }),
    '</body></html>',
  ].join('\n');
  return { text: `${text}\n`, html };
}

/** The greeting of every mail: with the person's name when we have one. */
const HELLO = mailKey('Hello,');
const HELLO_NAME = mailKey('Hello {name},');

export function greeting(texts: MailTexts, name: string): string {
  return name ? texts.t(HELLO_NAME, { name }) : texts.t(HELLO);
}

/** An account mail in the recipient's language (see mailTexts). */
export function renderMail(purpose: MailPurpose, options: { name: string; link: string; schoolName?: string }, texts: MailTexts): RenderedMail {
  const { t, language } = texts;
  const w = WORDING[purpose];
  const body = mailBody(
    [
      { lines: [greeting(texts, options.name.trim())] },
      { lines: [t(w.intro)] },
      { lines: [t(w.action)], link: options.link },
      { lines: [t(w.expiry), t(w.ignore)] },
      // signed by the school once it has a name (docs/product-rules.md#r-setup-3)
      { lines: [`— ${options.schoolName?.trim() || 'StudyDesk'}`] },
    ],
    language,
  );
  return { subject: t(w.subject), ...body, language };
}
