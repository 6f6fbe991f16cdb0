/**
 * Where cards come from. The local generator (the notes' vocabulary, sentences and
 * dictionary forms, see text/) is always there and makes every card. A school may
 * configure a language model, which then only writes the meanings the notes and the
 * school glossary did not give:
 *
 *   RETENTION_LLM_URL=https://api.example.com/v1   (an OpenAI-compatible chat endpoint)
 *   RETENTION_LLM_MODEL=some-model
 *   RETENTION_LLM_KEY=…                            (optional bearer token)
 *
 * A model's meaning is kept only when it is short and not the term or its sentence. When
 * it fails or says nothing usable, the card keeps its empty back for the teacher, so
 * nothing depends on it. The documents never ask it: a quiz or reading practice and its
 * answer key are two downloads, which must come out the same (text/quiz, text/statements).
 */
import type { FastifyBaseLogger } from 'fastify';
import { generateCards, sentenceKey, termKey, type CardDraft, type GenerationOptions, type SourceText } from './text/cards';

export interface CardProvider {
  readonly name: string;
  generate(sources: readonly SourceText[], options: GenerationOptions): Promise<CardDraft[]>;
}

export const localCardProvider: CardProvider = {
  name: 'local',
  generate: async (sources, options) => generateCards(sources, options),
};

/** A meaning is a few words, not the term itself, not its sentence nor any sentence. */
const MAX_MEANING_WORDS = 8;

function acceptableMeaning(meaning: string, card: CardDraft, language: string): boolean {
  const key = termKey(meaning, language);
  const words = meaning.split(/\s+/).length;
  if (!key || key === card.target || words > MAX_MEANING_WORDS || (words >= 4 && /[.!?]$/u.test(meaning))) return false;
  return !card.sourceSentence || !sentenceKey(card.sourceSentence, language).includes(sentenceKey(meaning, language));
}

const LLM_TIMEOUT_MS = 20000;

interface LlmConfig {
  url: string;
  model: string;
  key: string | null;
}

function isMeaning(value: unknown): value is { term: string; meaning: string } {
  const v = value as Record<string, unknown>;
  return typeof v === 'object' && v !== null && typeof v.term === 'string' && typeof v.meaning === 'string' && v.meaning.trim() !== '';
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

  /** The cards without a meaning, given one by the model where it answers a usable one. */
  async function withMeanings(cards: CardDraft[], options: GenerationOptions): Promise<CardDraft[]> {
    const missing = cards.filter((card) => card.back === '');
    if (missing.length === 0) return cards;
    const parsed = await askJson(
      `You translate vocabulary for language learners. The terms are in ${options.language}; the learners read ${options.meaningLanguage ?? 'en'}. ` +
        'Answer only a JSON array of objects {"term","meaning"}: each term as given, its meaning in a few words (a translation, else a short definition), as a dictionary gives it.',
      missing.map((card) => `${card.front}${card.sourceSentence ? ` (${card.sourceSentence})` : ''}`).join('\n'),
    );
    const meanings = new Map(parsed.filter(isMeaning).map((m) => [termKey(m.term, options.language), m.meaning.trim()]));
    return cards.map((card) => {
      const meaning = card.back === '' ? meanings.get(card.target) : undefined;
      return meaning && acceptableMeaning(meaning, card, options.language) ? { ...card, back: meaning } : card;
    });
  }

  return {
    name: `model ${config.model}`,
    async generate(sources: readonly SourceText[], options) {
      const cards = generateCards(sources, options);
      try {
        return await withMeanings(cards, options);
      } catch (error) {
        log.warn({ err: error }, 'the language model failed; cards keep an empty back for the teacher');
        return cards;
      }
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
