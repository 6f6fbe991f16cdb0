const { plugin, configs } = require('../index.cjs');

describe('the house plugin', () => {
  it('gives every rule a config block with the files it applies to', () => {
    const names = Object.keys(plugin.rules);
    expect(configs.map((config) => config.name)).toEqual(names.map((name) => `studydesk/${name}`));
    for (const config of configs) expect(Array.isArray(config.files) && config.files.length > 0).toBe(true);
  });

  it('names the section of docs/conventions.md in every message of every rule', () => {
    for (const [name, rule] of Object.entries(plugin.rules)) {
      const messages = Object.values(rule.meta.messages ?? {});
      expect({ name, messages: messages.length > 0 }).toEqual({ name, messages: true });
      for (const message of messages) expect({ name, message }).toEqual({ name, message: expect.stringMatching(/docs\/conventions\.md#[a-z0-9-]+/) });
    }
  });
});
