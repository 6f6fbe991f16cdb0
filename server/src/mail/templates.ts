/**
 * The messages the server sends (two carry a set-password link; `guessing` warns that
 * someone is trying passwords on the account and links to the forgotten-password page), in the recipient's language when we have it
 * (English otherwise). Kept as plain data so a translator edits one table.
 */
export type MailPurpose = 'invite' | 'reset' | 'guessing';

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
  guessing: {
    subject: 'Someone is trying to sign in to your StudyDesk account',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    intro: 'Many sign-ins with a wrong password were tried on your StudyDesk account in the last few minutes. Sign-ins to it are slowed down for a while; your password still works.',
    action: 'If this was not you, choose a new password that you use nowhere else:',
    expiry: 'If it was you, there is nothing to do.',
    ignore: 'StudyDesk never asks for your password by e-mail.',
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
  guessing: {
    subject: 'Alguien intenta entrar en tu cuenta de StudyDesk',
    greeting: (name) => (name ? `Hola ${name}:` : 'Hola:'),
    intro: 'En los últimos minutos se ha intentado entrar muchas veces en tu cuenta de StudyDesk con una contraseña incorrecta. Los intentos se ralentizan durante un tiempo; tu contraseña sigue funcionando.',
    action: 'Si no has sido tú, elige una contraseña nueva que no uses en ningún otro sitio:',
    expiry: 'Si has sido tú, no tienes que hacer nada.',
    ignore: 'StudyDesk nunca te pedirá la contraseña por correo.',
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
  guessing: {
    subject: 'Quelqu’un essaie de se connecter à votre compte StudyDesk',
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: 'De nombreuses connexions avec un mauvais mot de passe ont été tentées sur votre compte StudyDesk ces dernières minutes. Les connexions sont ralenties pendant un moment ; votre mot de passe fonctionne toujours.',
    action: 'Si ce n’était pas vous, choisissez un nouveau mot de passe que vous n’utilisez nulle part ailleurs :',
    expiry: 'Si c’était vous, il n’y a rien à faire.',
    ignore: 'StudyDesk ne vous demande jamais votre mot de passe par e-mail.',
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
  guessing: {
    subject: 'Jemand versucht, sich bei Ihrem StudyDesk-Konto anzumelden',
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    intro: 'In den letzten Minuten wurde vielfach versucht, sich mit einem falschen Passwort bei Ihrem StudyDesk-Konto anzumelden. Anmeldungen werden eine Weile verlangsamt; Ihr Passwort funktioniert weiterhin.',
    action: 'Wenn Sie das nicht waren, wählen Sie ein neues Passwort, das Sie nirgendwo sonst verwenden:',
    expiry: 'Wenn Sie es waren, müssen Sie nichts tun.',
    ignore: 'StudyDesk fragt Sie nie per E-Mail nach Ihrem Passwort.',
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
  guessing: {
    subject: 'Qualcuno sta cercando di accedere al tuo account StudyDesk',
    greeting: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
    intro: 'Negli ultimi minuti sono stati tentati molti accessi al tuo account StudyDesk con una password sbagliata. Gli accessi sono rallentati per un po’; la tua password funziona ancora.',
    action: 'Se non sei stato tu, scegli una nuova password che non usi altrove:',
    expiry: 'Se sei stato tu, non devi fare nulla.',
    ignore: 'StudyDesk non ti chiede mai la password per e-mail.',
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
