/**
 * Where cards come from. The local generator (sentence splitting and word rarity, see
 * text/) is always there and is what runs unless a school configures a language model:
 *
 *   RETENTION_LLM_URL=https://api.example.com/v1   (an OpenAI-compatible chat endpoint)
 *   RETENTION_LLM_MODEL=some-model
 *   RETENTION_LLM_KEY=…                            (optional bearer token)
 *
 * A model's answer goes through the same filters as local cards (a teaching sentence of
 * the source, not conversation; a content word of that sentence) and is de-duplicated
 * like them; the same holds for its true/false statements in reading practice. When it
 * fails or says nothing usable, the local generator answers instead, so nothing depends
 * on it.
 */
import type { FastifyBaseLogger } from 'fastify';
import { BLANK, generateCards, sentenceKey, teachingSentences, type CardDraft, type GenerationOptions, type SourceText } from './text/cards';
import { lexiconOf } from './text/lexicon';
import { isContentWord } from './text/rarity';
import { splitWords } from './text/segment';
import { trueFalseStatements, type Statement } from './text/statements';

export interface CardProvider {
  readonly name: string;
  generate(sources: readonly SourceText[], options: GenerationOptions): Promise<CardDraft[]>;
  /** up to `count` true/false statements about these sentences of a text */
  statements(sentences: readonly string[], count: number, language: string): Promise<Statement[]>;
}

export const localCardProvider: CardProvider = {
  name: 'local',
  generate: async (sources, options) => generateCards(sources, options),
  statements: async (sentences, count, language) => trueFalseStatements(sentences, count, language),
};

/** A model's card kept only when a local one could have been made: a teaching sentence of the source, a content word of it. */
function acceptableCard(card: CardDraft, source: SourceText, language: string): boolean {
  const sentences = new Set(teachingSentences(source.text, language).map((s) => sentenceKey(s, language)));
  if (!sentences.has(sentenceKey(card.sourceSentence, language))) return false;
  if (!isContentWord(lexiconOf(language), card.target)) return false;
  if (!splitWords(card.sourceSentence, language).some((w) => w.key === card.target)) return false;
  return card.kind === 'term' || card.front.includes(BLANK);
}

/** A model's statement kept only when it is about one of the text's teaching sentences, true ones as written. */
function acceptableStatement(statement: Statement, sentences: readonly string[], language: string): boolean {
  const source = sentenceKey(statement.source, language);
  if (!sentences.some((s) => sentenceKey(s, language) === source)) return false;
  const same = sentenceKey(statement.text, language) === source;
  return statement.isTrue ? same : !same && teachingSentences(statement.text, language).length > 0;
}

const LLM_TIMEOUT_MS = 20000;

interface LlmConfig {
  url: string;
  model: string;
  key: string | null;
}

function isDraft(value: unknown): value is { kind: string; front: string; back: string; sourceSentence: string; target: string } {
  const v = value as Record<string, unknown>;
  return typeof v === 'object' && v !== null && ['front', 'back', 'sourceSentence', 'target'].every((k) => typeof v[k] === 'string' && (v[k] as string).trim() !== '');
}

/** An OpenAI-compatible chat model asked for JSON cards, one source text at a time. */
export function languageModelProvider(config: LlmConfig, log: FastifyBaseLogger, fetchImpl: typeof fetch = fetch): CardProvider {
  /** The model's answer to one instruction and one text, as a JSON array. */
  async function askJson(instruction: string, text: string): Promise<unknown[]> {
    const response = await fetchImpl(`${config.url.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.key ? { authorization: `Bearer ${config.key}` } : {}) },
      signal: AbortSignal.timeout(LLM_TIMEOUT_MS),
      body: JSON.stringify({
        model: config.model,
        temperature: 0.2,
        messages: [
          { role: 'system', content: instruction },
          { role: 'user', content: text },
        ],
      }),
    });
    if (!response.ok) throw new Error(`language model answered ${response.status}`);
    const body = (await response.json()) as { choices?: Array<{ message?: { content?: string } }> };
    const content = body.choices?.[0]?.message?.content ?? '[]';
    const parsed: unknown = JSON.parse(content.slice(content.indexOf('['), content.lastIndexOf(']') + 1));
    return Array.isArray(parsed) ? parsed : [];
  }

  async function ask(source: SourceText, options: GenerationOptions): Promise<CardDraft[]> {
    const parsed = await askJson(
      `You write vocabulary flashcards for language learners at CEFR level ${options.level ?? 'B1'}. Language: ${options.language}. ` +
        `Answer only a JSON array of at most ${options.perSource} objects {"kind":"cloze"|"term","front","back","sourceSentence","target"}, ` +
        'each on a word of the text a learner at that level is likely not to know yet, from a sentence of teaching material (never greetings, thanks, apologies, arrangements or questions to the teacher): ' +
        'a cloze front is the sentence with the target word replaced by _____ and its back is the word; a term front is the word and its back the sentence.',
      source.text,
    );
    return parsed.filter(isDraft).map((d) => ({
      kind: d.kind === 'term' ? ('term' as const) : ('cloze' as const),
      front: d.front.trim(),
      back: d.back.trim(),
      sourceSentence: d.sourceSentence.trim(),
      target: d.target.trim().toLocaleLowerCase(options.language),
      activityId: source.activityId,
    })).filter((card) => acceptableCard(card, source, options.language));
  }

  return {
    name: `model ${config.model}`,
    async generate(sources, options) {
      try {
        const targets = new Set(options.existingTargets ?? []);
        const sentences = new Set(options.existingSentences ?? []);
        const cards: CardDraft[] = [];
        for (const source of sources) {
          for (const card of (await ask(source, options)).slice(0, options.perSource)) {
            const key = sentenceKey(card.sourceSentence, options.language);
            if (targets.has(card.target) || sentences.has(key)) continue;
            targets.add(card.target);
            sentences.add(key);
            cards.push(card);
          }
        }
        return cards;
      } catch (error) {
        log.warn({ err: error }, 'the language model failed; cards made locally');
        return generateCards(sources, options);
      }
    },
    async statements(sentences, count, language) {
      try {
        const parsed = await askJson(
          `You write reading-comprehension questions for language learners. Language: ${language}. ` +
            `Answer only a JSON array of at most ${count} objects {"statement","isTrue","source"}: source is one sentence of the text as written; ` +
            'statement is that sentence as written (isTrue true) or with one detail changed, a number, a date, a name or a word made its opposite (isTrue false). About half of them false.',
          sentences.join('\n'),
        );
        const statements = parsed
          .filter((v): v is { statement: string; isTrue: boolean; source: string } => {
            const o = v as Record<string, unknown>;
            return typeof o === 'object' && o !== null && typeof o.statement === 'string' && typeof o.isTrue === 'boolean' && typeof o.source === 'string';
          })
          .map((o) => ({ text: o.statement.trim(), isTrue: o.isTrue, source: o.source.trim() }))
          .filter((s) => acceptableStatement(s, sentences, language))
          .slice(0, count);
        if (statements.length > 0) return statements;
      } catch (error) {
        log.warn({ err: error }, 'the language model failed; statements made locally');
      }
      return trueFalseStatements(sentences, count, language);
    },
  };
}

/** The provider the environment configures: the local generator unless RETENTION_LLM_URL and _MODEL are set. */
export function cardProviderFromEnv(env: NodeJS.ProcessEnv, log: FastifyBaseLogger): CardProvider {
  const url = env.RETENTION_LLM_URL?.trim();
  const model = env.RETENTION_LLM_MODEL?.trim();
  if (!url || !model) return localCardProvider;
  return languageModelProvider({ url, model, key: env.RETENTION_LLM_KEY?.trim() || null }, log);
}
