import type { FastifyBaseLogger } from 'fastify';
import { cardProviderFromEnv, languageModelProvider, localCardProvider } from '../../../src/modules/retention/provider';

const log = { warn: jest.fn() } as unknown as FastifyBaseLogger;
const sources = [{ activityId: 4, text: 'Vocabulary: agenda – orden del día; minutes; quorum\nThe minutes of the meeting were approved.' }];
const options = { language: 'en', level: 'B2', perSource: 3, meaningLanguage: 'es' };

function answering(content: string, status = 200): typeof fetch {
  return (async () => new Response(JSON.stringify({ choices: [{ message: { content } }] }), { status })) as unknown as typeof fetch;
}

describe('card providers', () => {
  it('is the local generator unless a model URL and name are configured', () => {
    expect(cardProviderFromEnv({}, log)).toBe(localCardProvider);
    expect(cardProviderFromEnv({ RETENTION_LLM_URL: 'http://llm' }, log)).toBe(localCardProvider);
    expect(cardProviderFromEnv({ RETENTION_LLM_URL: 'http://llm', RETENTION_LLM_MODEL: 'm' }, log).name).toBe('model m');
  });

  it("fills only the meanings the notes did not give, with a model's short usable answers", async () => {
    const meanings = JSON.stringify([
      { term: 'minutes', meaning: 'acta' },
      // the sentence, not a meaning: left out
      { term: 'quorum', meaning: 'The minutes of the meeting were approved.' },
      { term: 'agenda', meaning: 'something else' },
    ]);
    const provider = languageModelProvider({ url: 'http://llm/v1', model: 'm', key: null }, log, answering(`Here: ${meanings}`));
    const cards = await provider.generate(sources, options);
    expect(cards.map((c) => [c.front, c.back])).toEqual([['agenda', 'orden del día'], ['minutes', 'acta'], ['quorum', '']]);
    expect(cards.find((c) => c.front === 'minutes')?.sourceSentence).toBe('The minutes of the meeting were approved.');
  });

  it('keeps the local cards, empty backs and all, when the model fails', async () => {
    const provider = languageModelProvider({ url: 'http://llm/v1', model: 'm', key: 'k' }, log, answering('', 503));
    expect(await provider.generate(sources, options)).toEqual(await localCardProvider.generate(sources, options));
    expect(log.warn).toHaveBeenCalled();
  });
});
