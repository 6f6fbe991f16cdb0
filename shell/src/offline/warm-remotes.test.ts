import { filesOfRemote, isHashedFile } from './warm-remotes';

const group = (js: string[], css: string[] = [], asyncJs: string[] = []) => ({ js: { sync: js, async: asyncJs }, css: { sync: css, async: [] } });

describe("the student's remotes stored at the service worker's install", () => {
  it("lists a remote's entry and every file its manifest names, once each, beside the manifest", () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ assets: group(['__federation_expose_app.4c3a3db8.js'], ['__federation_expose_app.248c005e.css'], ['9305.9c0383a5.js']) }],
      shared: [{ assets: group(['1288.22812dcd.js']) }, { assets: group(['9305.9c0383a5.js']) }],
    };
    expect(filesOfRemote(manifest, 'https://school.example/mf/review/mf-manifest.json')).toEqual([
      'https://school.example/mf/review/remoteEntry.js',
      'https://school.example/mf/review/__federation_expose_app.4c3a3db8.js',
      'https://school.example/mf/review/9305.9c0383a5.js',
      'https://school.example/mf/review/__federation_expose_app.248c005e.css',
      'https://school.example/mf/review/1288.22812dcd.js',
    ]);
  });

  it('keeps for good only files named with a content hash: entries and manifests are asked for again', () => {
    expect(isHashedFile('/mf/review/9305.9c0383a5.js')).toBe(true);
    expect(isHashedFile('/bootstrap.d7bec6d9.css')).toBe(true);
    expect(isHashedFile('/mf/review/remoteEntry.js')).toBe(false);
    expect(isHashedFile('/main.js')).toBe(false);
    expect(isHashedFile('/mf/review/mf-manifest.json')).toBe(false);
  });
});
