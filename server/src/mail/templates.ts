/**
 * The two messages the server sends, in the recipient's language when we have it
 * (English otherwise). Kept as plain data so a translator edits one table.
 */
export type MailPurpose = 'invite' | 'reset';

interface Wording {
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  action: string;
  expiry: string;
  ignore: string;
}

type Catalogue = Record<MailPurpose, Wording>;

const en: Catalogue = {
  invite: {
    subject: 'Your StudyDesk account: set your password',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    intro: 'An account has been created for you on StudyDesk. Choose a password to start.',
    action: 'Set your password with this link:',
    expiry: 'The link works once and expires in 7 days.',
    ignore: 'If you did not expect this message, you can ignore it.',
  },
  reset: {
    subject: 'Reset your StudyDesk password',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    intro: 'Someone asked to reset the password of your StudyDesk account.',
    action: 'Choose a new password with this link:',
    expiry: 'The link works once and expires in 30 minutes.',
    ignore: 'If you did not ask for this, ignore this message: your password stays as it is.',
  },
};

const es: Catalogue = {
  invite: {
    subject: 'Tu cuenta de StudyDesk: elige tu contraseña',
    greeting: (name) => (name ? `Hola ${name}:` : 'Hola:'),
    intro: 'Se ha creado una cuenta para ti en StudyDesk. Elige una contraseña para empezar.',
    action: 'Elige tu contraseña con este enlace:',
    expiry: 'El enlace funciona una sola vez y caduca en 7 días.',
    ignore: 'Si no esperabas este mensaje, puedes ignorarlo.',
  },
  reset: {
    subject: 'Restablece tu contraseña de StudyDesk',
    greeting: (name) => (name ? `Hola ${name}:` : 'Hola:'),
    intro: 'Alguien ha pedido restablecer la contraseña de tu cuenta de StudyDesk.',
    action: 'Elige una contraseña nueva con este enlace:',
    expiry: 'El enlace funciona una sola vez y caduca en 30 minutos.',
    ignore: 'Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambia.',
  },
};

const fr: Catalogue = {
  invite: {
    subject: 'Votre compte StudyDesk : choisissez votre mot de passe',
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: 'Un compte StudyDesk a été créé pour vous. Choisissez un mot de passe pour commencer.',
    action: 'Choisissez votre mot de passe avec ce lien :',
    expiry: 'Le lien ne fonctionne qu’une fois et expire dans 7 jours.',
    ignore: 'Si vous n’attendiez pas ce message, vous pouvez l’ignorer.',
  },
  reset: {
    subject: 'Réinitialisez votre mot de passe StudyDesk',
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: 'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte StudyDesk.',
    action: 'Choisissez un nouveau mot de passe avec ce lien :',
    expiry: 'Le lien ne fonctionne qu’une fois et expire dans 30 minutes.',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
  },
};

const de: Catalogue = {
  invite: {
    subject: 'Ihr StudyDesk-Konto: Passwort festlegen',
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    intro: 'Für Sie wurde ein StudyDesk-Konto angelegt. Legen Sie ein Passwort fest, um zu beginnen.',
    action: 'Legen Sie Ihr Passwort über diesen Link fest:',
    expiry: 'Der Link funktioniert einmal und läuft in 7 Tagen ab.',
    ignore: 'Wenn Sie diese Nachricht nicht erwartet haben, können Sie sie ignorieren.',
  },
  reset: {
    subject: 'StudyDesk-Passwort zurücksetzen',
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    intro: 'Jemand hat angefordert, das Passwort Ihres StudyDesk-Kontos zurückzusetzen.',
    action: 'Wählen Sie über diesen Link ein neues Passwort:',
    expiry: 'Der Link funktioniert einmal und läuft in 30 Minuten ab.',
    ignore: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.',
  },
};

const it: Catalogue = {
  invite: {
    subject: 'Il tuo account StudyDesk: imposta la password',
    greeting: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
    intro: 'È stato creato per te un account StudyDesk. Scegli una password per iniziare.',
    action: 'Imposta la password con questo link:',
    expiry: 'Il link funziona una sola volta e scade tra 7 giorni.',
    ignore: 'Se non aspettavi questo messaggio, puoi ignorarlo.',
  },
  reset: {
    subject: 'Reimposta la password di StudyDesk',
    greeting: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
    intro: 'Qualcuno ha chiesto di reimpostare la password del tuo account StudyDesk.',
    action: 'Scegli una nuova password con questo link:',
    expiry: 'Il link funziona una sola volta e scade tra 30 minuti.',
    ignore: 'Se non sei stato tu, ignora questo messaggio: la password resta invariata.',
  },
};

const CATALOGUES: Record<string, Catalogue> = { en, es, fr, de, it };

export const MAIL_LANGUAGES = Object.keys(CATALOGUES);

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

/** 'pt-BR' → 'pt'; unknown → 'en'. */
export function mailLanguage(language: string | null | undefined): string {
  const base = (language ?? '').toLowerCase().split('-')[0];
  return base in CATALOGUES ? base : 'en';
}

/**
 * Text and HTML bodies. The link stands alone on its own line of the text part, so
 * people (and the e2e test reading the outbox) can take it whole.
 */
export function renderMail(purpose: MailPurpose, options: { name: string; link: string; language?: string | null }): RenderedMail {
  const language = mailLanguage(options.language);
  const w = CATALOGUES[language][purpose];
  const greeting = w.greeting(options.name.trim());
  const text = [greeting, '', w.intro, '', w.action, '', options.link, '', w.expiry, w.ignore, '', '— StudyDesk', ''].join('\n');
  const link = escapeHtml(options.link);
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5">`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(w.intro)}</p>`,
    `<p>${escapeHtml(w.action)}<br>`,
    `<a href="${link}">${link}</a></p>`,
    `<p>${escapeHtml(w.expiry)}<br>${escapeHtml(w.ignore)}</p>`,
    '<p>— StudyDesk</p>',
    '</body></html>',
  ].join('\n');
  return { subject: w.subject, text, html, language };
}
