import type { FastifyBaseLogger } from 'fastify';
import { cardProviderFromEnv, languageModelProvider, localCardProvider } from '../../../src/modules/retention/provider';
import { documentFrequency } from '../../../src/modules/retention/text/rarity';

const log = { warn: jest.fn() } as unknown as FastifyBaseLogger;
const sources = [{ activityId: 4, text: 'Sales rose sharply in March.' }];
const options = { language: 'en', perSource: 3, df: documentFrequency([sources[0].text], 'en') };

function answering(content: string, status = 200): typeof fetch {
  return (async () => new Response(JSON.stringify({ choices: [{ message: { content } }] }), { status })) as unknown as typeof fetch;
}

describe('card providers', () => {
  it('is the local generator unless a model URL and name are configured', () => {
    expect(cardProviderFromEnv({}, log)).toBe(localCardProvider);
    expect(cardProviderFromEnv({ RETENTION_LLM_URL: 'http://llm' }, log)).toBe(localCardProvider);
    expect(cardProviderFromEnv({ RETENTION_LLM_URL: 'http://llm', RETENTION_LLM_MODEL: 'm' }, log).name).toBe('model m');
  });

  it('takes a model\'s valid cards, de-duplicated, with the lesson they came from', async () => {
    const cards = JSON.stringify([
      { kind: 'term', front: 'sharply', back: 'Sales rose sharply in March.', sourceSentence: 'Sales rose sharply in March.', target: 'Sharply' },
      { kind: 'cloze', front: 'Sales rose _____ in March.', back: 'sharply', sourceSentence: 'Sales rose sharply in March.', target: 'sharply' },
      { kind: 'cloze', front: '', back: 'x', sourceSentence: 'x', target: 'x' },
    ]);
    const provider = languageModelProvider({ url: 'http://llm/v1', model: 'm', key: null }, log, answering(`Here: ${cards}`));
    expect(await provider.generate(sources, options)).toEqual([
      { kind: 'term', front: 'sharply', back: 'Sales rose sharply in March.', sourceSentence: 'Sales rose sharply in March.', target: 'sharply', activityId: 4 },
    ]);
  });

  it('falls back to the local generator when the model fails', async () => {
    const provider = languageModelProvider({ url: 'http://llm/v1', model: 'm', key: 'k' }, log, answering('', 503));
    expect(await provider.generate(sources, options)).toEqual(await localCardProvider.generate(sources, options));
    expect(log.warn).toHaveBeenCalled();
  });
});
