/**
 * Which sentences are teaching material and which are conversation. A card or a quiz
 * item made from "Thank you!" or "Sorry, I may be 10 minutes late next week." teaches
 * nothing, so greetings, thanks, apologies, praise, scheduling talk and questions to the
 * teacher (questions in general) are skipped, per language, as are sentences too short or too long for a card.
 */
import { baseLanguage, splitWords } from './segment';

interface Cues {
  /** small talk wherever it appears: greetings, thanks, apologies, praise, farewells */
  smallTalk: RegExp;
  /** words of arranging lessons: being late, cancelling, moving, attending */
  scheduling: RegExp;
  /** a time ahead or a clock time: "tomorrow", "next week", "on Monday", "at 5" */
  when: RegExp;
  /** the speaker or the person spoken to */
  persons: RegExp;
}

// \b does not see accented letters as word letters: (?<![\p{L}]) and (?![\p{L}]) do
const w = (alternatives: string) => new RegExp(`(?<![\\p{L}])(?:${alternatives})(?![\\p{L}])`, 'iu');

const CUES: Record<string, Cues> = {
  en: {
    smallTalk: w("hi|hello|hey|good (?:morning|afternoon|evening|night)|welcome|bye|goodbye|see you|take care|thanks?|thank you|thx|cheers|grateful|appreciate[ds]?|sorry|apologi[sz]e[ds]?|apologies|excuse me|my bad|great (?:job|work|lesson|class)|well done|good (?:job|work)|nice (?:job|work)|congratulations|have a (?:nice|good|great)|happy holidays|(?:that|it) works for (?:me|us)|sounds good|no problem"),
    scheduling: w("late|reschedule[ds]?|cancel(?:led|ed|s)?|postpone[ds]?|move (?:the|our) (?:lesson|class)|(?:can't|cannot|won't) (?:come|make it|attend)|be there|available|appointment|running late|miss (?:the|our|next)"),
    when: w("tomorrow|tonight|today|next (?:week|month|time|lesson|class|session|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|this (?:afternoon|evening|weekend)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|\\d{1,2}(?::\\d{2})? ?(?:am|pm|o'clock)|\\d+ minutes"),
    persons: w("i|i'm|i'll|i've|me|my|we|we're|we'll|us|our|you|you're|your"),
  },
  es: {
    smallTalk: w("hola|buen(?:os|as) (?:días|tardes|noches)|bienvenid[oa]s?|adiós|hasta (?:luego|mañana|pronto|la próxima|el (?:lunes|martes|miércoles|jueves|viernes|sábado|domingo)|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|lunes|martes|miércoles|jueves|viernes)|felices vacaciones|feliz (?:navidad|año)|buen fin de semana|me viene bien|de acuerdo|nos vemos|gracias|muchas gracias|agrade[cz]\\p{L}*|perd[oó]n|perdona|lo siento|disculp\\p{L}*|buen trabajo|bien hecho|muy bien|enhorabuena|felicidades|que (?:tengas|tenga) (?:un )?buen"),
    scheduling: w("tarde|llegar tarde|cancelar|cancelo|cancelamos|reprogramar|aplazar|posponer|cambiar la clase|mover la clase|no (?:puedo|podré|podemos) (?:ir|venir|asistir)|faltar|cita|disponible"),
    when: w("mañana|esta (?:tarde|noche)|hoy|la (?:semana|clase) que viene|(?:la )?próxima (?:semana|clase|vez)|(?:el|del|al) (?:lunes|martes|miércoles|jueves|viernes|sábado|domingo)|que viene|a las \\d{1,2}|\\d+ minutos"),
    persons: w("yo|me|mi|mis|nosotr[oa]s|nos|nuestr[oa]s?|tú|te|tu|tus|usted|ustedes|vosotr[oa]s|os"),
  },
  fr: {
    smallTalk: w("bonjour|bonsoir|salut|coucou|bienvenue|au revoir|à (?:bientôt|demain|plus tard|la semaine prochaine)|merci|remercie\\p{L}*|désolée?s?|pardon|excuse[zr]?-?(?:moi)?|je m'excuse|bravo|bon travail|très bien|félicitations|bonne (?:journée|soirée|semaine|continuation)|bonnes vacances|bon week-end|à (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)|ça me convient|d'accord|pas de problème"),
    scheduling: w("en retard|retard|annuler|annule|annulons|reporter|déplacer|décaler|(?:ne )?(?:peux|pourrai|pourrons) pas venir|absente?|rendez-vous|disponibles?"),
    when: w("demain|ce soir|cet après-midi|aujourd'hui|la semaine prochaine|(?:le )?prochain cours|la prochaine fois|(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)|à \\d{1,2} ?h|\\d+ minutes"),
    // elided "j'", "m'", "t'" are followed by a letter: outside the word-boundary helper
    persons: /(?<![\p{L}])(?:(?:je|me|moi|mon|ma|mes|nous|notre|nos|tu|te|toi|ton|ta|tes|vous|votre|vos)(?![\p{L}])|[jmt]['’])/iu,
  },
  de: {
    smallTalk: w("hallo|hi|guten (?:morgen|tag|abend)|gute nacht|servus|moin|willkommen|tschüss|auf wiedersehen|bis (?:bald|morgen|später|nächste woche|dann)|danke\\p{L}*|bedank\\p{L}*|vielen dank|dank(?:e)? schön|entschuldig\\p{L}*|tut mir leid|sorry|verzeihung|gut gemacht|super gemacht|toll gemacht|sehr gut|prima|glückwunsch|schönes wochenende|schöne ferien|schönen urlaub|frohe \\p{L}+|bis (?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember)|passt (?:mir|uns|dir|ihnen)|in ordnung|kein problem|einverstanden"),
    scheduling: w("verspät\\p{L}*|später kommen|absagen|sage? \\p{L}* ab|verschieben|verlegen|nicht kommen|kann nicht|fehlen|termin\\p{L}*|zeit haben|verfügbar"),
    when: w("morgen|heute|heute abend|nächste woche|nächsten (?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)|nächstes mal|(?:am )?(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)|um \\d{1,2}(?: uhr)?|\\d+ minuten"),
    persons: w("ich|mich|mir|mein\\p{L}*|wir|uns|unser\\p{L}*|du|dich|dir|dein\\p{L}*|sie|ihnen|ihr\\p{L}*"),
  },
};

/** A card needs a whole thought and has to fit on a card: words per sentence. */
const MIN_WORDS = 5;
const MAX_WORDS = 30;

export type SkipReason = 'small-talk' | 'scheduling' | 'question' | 'length' | 'no-content-word';

/**
 * Why a sentence is not teaching material, or null when it is. `isContentWord` tells a
 * word worth asking about (not a function word, not a number): a sentence with none is
 * skipped too.
 */
export function skipReason(sentence: string, languageCode: string, isContentWord: (key: string) => boolean): SkipReason | null {
  const words = splitWords(sentence, languageCode);
  if (words.length < MIN_WORDS || words.length > MAX_WORDS) return 'length';
  const cues = CUES[baseLanguage(languageCode)] ?? CUES.en;
  const text = sentence.trim();
  if (cues.smallTalk.test(text)) return 'small-talk';
  const personal = cues.persons.test(text);
  if (cues.scheduling.test(text) && (personal || cues.when.test(text))) return 'scheduling';
  if (personal && cues.when.test(text) && /\?|!/.test(text)) return 'scheduling';
  // questions are asked of the teacher ("Is there homework?", "¿Crees que…?"), whose person a
  // verb ending can hide; and a question's answer is not in it: none makes a card
  if (/[?？]\s*["'»”’)]*$/u.test(text)) return 'question';
  if (!words.some((word) => !word.numeric && isContentWord(word.key))) return 'no-content-word';
  return null;
}
