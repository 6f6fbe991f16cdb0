import os from 'node:os';
import { loadConfig } from '../../src/config';

describe('server configuration', () => {
  it('runs one worker per core by default, on the SQLite file as on PostgreSQL', () => {
    expect(loadConfig({}).workers).toBe(os.availableParallelism());
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/school' }).workers).toBe(os.availableParallelism());
  });

  it('takes WORKERS as given, and refuses what is no count of processes', () => {
    expect(loadConfig({ WORKERS: '1' }).workers).toBe(1);
    expect(() => loadConfig({ WORKERS: '0' })).toThrow('WORKERS must be a whole number of at least 1, got "0"');
    expect(() => loadConfig({ WORKERS: 'two' })).toThrow('WORKERS');
  });
});
