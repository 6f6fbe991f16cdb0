import type { FastifyBaseLogger } from 'fastify';
import { cardProviderFromEnv, languageModelProvider, localCardProvider } from '../../../src/modules/retention/provider';

const log = { warn: jest.fn() } as unknown as FastifyBaseLogger;
const sources = [{ activityId: 4, text: 'Sales rose sharply in March. Thank you for the lesson today!' }];
const options = { language: 'en', level: 'B2', perSource: 3 };

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
      // conversation, and a function word: the same filters as local cards
      { kind: 'cloze', front: 'Thank you for the _____ today!', back: 'lesson', sourceSentence: 'Thank you for the lesson today!', target: 'lesson' },
      { kind: 'term', front: 'in', back: 'Sales rose sharply in March.', sourceSentence: 'Sales rose sharply in March.', target: 'in' },
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

  it('takes a model\'s true/false statements about the text\'s sentences only, else makes them locally', async () => {
    const sentences = ['Sales rose by 12 percent in March.', 'The factory opened in 2019.'];
    const answer = JSON.stringify([
      { statement: 'Sales rose by 20 percent in March.', isTrue: false, source: 'Sales rose by 12 percent in March.' },
      { statement: 'The factory opened in 2019.', isTrue: true, source: 'The factory opened in 2019.' },
      { statement: 'Thank you for the lesson!', isTrue: true, source: 'Thank you for the lesson!' },
      { statement: 'The factory closed in 2019.', isTrue: true, source: 'The factory opened in 2019.' },
    ]);
    const provider = languageModelProvider({ url: 'http://llm/v1', model: 'm', key: null }, log, answering(answer));
    expect(await provider.statements(sentences, 6, 'en')).toEqual([
      { text: 'Sales rose by 20 percent in March.', isTrue: false, source: 'Sales rose by 12 percent in March.' },
      { text: 'The factory opened in 2019.', isTrue: true, source: 'The factory opened in 2019.' },
    ]);
    const failing = languageModelProvider({ url: 'http://llm/v1', model: 'm', key: null }, log, answering('', 500));
    expect(await failing.statements(sentences, 6, 'en')).toEqual(await localCardProvider.statements(sentences, 6, 'en'));
  });
});
