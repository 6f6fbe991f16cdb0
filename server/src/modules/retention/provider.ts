/**
 * Where cards come from. The local generator (sentence splitting and word rarity, see
 * text/) is always there and is what runs unless a school configures a language model:
 *
 *   RETENTION_LLM_URL=https://api.example.com/v1   (an OpenAI-compatible chat endpoint)
 *   RETENTION_LLM_MODEL=some-model
 *   RETENTION_LLM_KEY=…                            (optional bearer token)
 *
 * A model's answer is checked and de-duplicated like local cards; when it fails or says
 * nothing usable, the local generator answers instead, so cards never depend on it.
 */
import type { FastifyBaseLogger } from 'fastify';
import { generateCards, sentenceKey, type CardDraft, type GenerationOptions, type SourceText } from './text/cards';

export interface CardProvider {
  readonly name: string;
  generate(sources: readonly SourceText[], options: GenerationOptions): Promise<CardDraft[]>;
}

export const localCardProvider: CardProvider = {
  name: 'local',
  generate: async (sources, options) => generateCards(sources, options),
};

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
  async function ask(source: SourceText, options: GenerationOptions): Promise<CardDraft[]> {
    const response = await fetchImpl(`${config.url.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.key ? { authorization: `Bearer ${config.key}` } : {}) },
      signal: AbortSignal.timeout(LLM_TIMEOUT_MS),
      body: JSON.stringify({
        model: config.model,
        temperature: 0.2,
        messages: [
          {
            role: 'system',
            content:
              `You write vocabulary flashcards for language learners. Language: ${options.language}. ` +
              `Answer only a JSON array of at most ${options.perSource} objects {"kind":"cloze"|"term","front","back","sourceSentence","target"}: ` +
              'a cloze front is the sentence with the target word replaced by _____ and its back is the word; a term front is the word and its back the sentence.',
          },
          { role: 'user', content: source.text },
        ],
      }),
    });
    if (!response.ok) throw new Error(`language model answered ${response.status}`);
    const body = (await response.json()) as { choices?: Array<{ message?: { content?: string } }> };
    const content = body.choices?.[0]?.message?.content ?? '[]';
    const parsed: unknown = JSON.parse(content.slice(content.indexOf('['), content.lastIndexOf(']') + 1));
    return (Array.isArray(parsed) ? parsed : []).filter(isDraft).map((d) => ({
      kind: d.kind === 'term' ? ('term' as const) : ('cloze' as const),
      front: d.front.trim(),
      back: d.back.trim(),
      sourceSentence: d.sourceSentence.trim(),
      target: d.target.trim().toLocaleLowerCase(options.language),
      activityId: source.activityId,
    }));
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
  };
}

/** The provider the environment configures: the local generator unless RETENTION_LLM_URL and _MODEL are set. */
export function cardProviderFromEnv(env: NodeJS.ProcessEnv, log: FastifyBaseLogger): CardProvider {
  const url = env.RETENTION_LLM_URL?.trim();
  const model = env.RETENTION_LLM_MODEL?.trim();
  if (!url || !model) return localCardProvider;
  return languageModelProvider({ url, model, key: env.RETENTION_LLM_KEY?.trim() || null }, log);
}
