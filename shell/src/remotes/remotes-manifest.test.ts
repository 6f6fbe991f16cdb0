import { REMOTES } from '@studydesk/shared/remotes';
import { inlineRemotesManifest, readRemotesManifest, REMOTES_ELEMENT_ID } from './remotes-manifest';

const [remote] = REMOTES;
const local = { [remote.name]: `${remote.path}mf-manifest.json` };
const elsewhere = { [remote.name]: 'http://127.0.0.1:9101/mf-manifest.json' };

function pageWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('StudyDesk');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = REMOTES_ELEMENT_ID;
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
}

describe('the remotes manifest', () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
  });

  it('is read from the page when the server wrote it there, without a request', async () => {
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy;
    const doc = pageWith(JSON.stringify(local));
    await expect(readRemotesManifest(doc)).resolves.toEqual(local);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('is fetched from /remotes.json when the page has none (the dev server), without the browser cache', async () => {
    const fetchSpy = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => elsewhere });
    global.fetch = fetchSpy;
    await expect(readRemotesManifest(pageWith(null))).resolves.toEqual(elsewhere);
    expect(fetchSpy).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store', credentials: 'same-origin' });
  });

  it.each(['', 'not json', '[1, 2]', 'null'])('ignores a written manifest that is not an object: %j', (json) => {
    expect(inlineRemotesManifest(pageWith(json))).toBeNull();
  });
});
