import os from 'node:os';
import { loadConfig, maxActiveRequestsFor, pgPoolSizeFor } from '../../src/config';

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

  it('shares twice the cores in PostgreSQL connections among the workers, at least 2 each, unless PG_POOL_SIZE says', () => {
    expect(pgPoolSizeFor(2, 2)).toBe(2);
    expect(pgPoolSizeFor(1, 2)).toBe(4);
    expect(pgPoolSizeFor(8, 8)).toBe(2);
    expect(pgPoolSizeFor(3, 8)).toBe(6);
    expect(pgPoolSizeFor(16, 2)).toBe(2);
    expect(loadConfig({ WORKERS: '1' }).pgPoolSize).toBe(pgPoolSizeFor(1));
    expect(loadConfig({ PG_POOL_SIZE: '12' }).pgPoolSize).toBe(12);
    expect(() => loadConfig({ PG_POOL_SIZE: '0' })).toThrow('PG_POOL_SIZE must be a whole number of at least 1, got "0"');
  });

  it('holds a background job 5 minutes before another runner may take it, unless JOB_LEASE_MS says (at least 1 s)', () => {
    expect(loadConfig({}).jobLeaseMs).toBe(300_000);
    expect(loadConfig({ JOB_LEASE_MS: '15000' }).jobLeaseMs).toBe(15_000);
    expect(() => loadConfig({ JOB_LEASE_MS: '10' })).toThrow('JOB_LEASE_MS');
  });

  it('sheds on PostgreSQL once a query has waited 1 s for a pooled connection, unless SHED_POOL_WAIT_MS says (0: never)', () => {
    expect(loadConfig({}).shedPoolWaitMs).toBe(1000);
    expect(loadConfig({ SHED_POOL_WAIT_MS: '0' }).shedPoolWaitMs).toBe(0);
    expect(() => loadConfig({ SHED_POOL_WAIT_MS: 'soon' })).toThrow('SHED_POOL_WAIT_MS');
  });

  it('answers twice the pool in API calls at once on PostgreSQL and any number on SQLite, unless MAX_ACTIVE_REQUESTS says (0: no limit)', () => {
    expect(maxActiveRequestsFor(true, 2)).toBe(4);
    expect(maxActiveRequestsFor(false, 2)).toBe(0);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/school', WORKERS: '2', PG_POOL_SIZE: '3' }).maxActiveRequests).toBe(6);
    expect(loadConfig({}).maxActiveRequests).toBe(0);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/school', MAX_ACTIVE_REQUESTS: '0' }).maxActiveRequests).toBe(0);
    expect(loadConfig({ MAX_ACTIVE_REQUESTS: '16' }).maxActiveRequests).toBe(16);
    expect(() => loadConfig({ MAX_ACTIVE_REQUESTS: 'many' })).toThrow('MAX_ACTIVE_REQUESTS');
  });

  it('serves no health port unless HEALTH_PORT says; replaces a worker silent 10 s; drains for at most 20 s after a 2-s grace', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ healthPort: null, workerStallMs: 10_000, shutdownTimeoutMs: 20_000, drainGraceMs: 2_000 });
    expect(loadConfig({ HEALTH_PORT: '8181', WORKER_STALL_MS: '3000', SHUTDOWN_TIMEOUT_MS: '5000', DRAIN_GRACE_MS: '0' })).toMatchObject({
      healthPort: 8181, workerStallMs: 3_000, shutdownTimeoutMs: 5_000, drainGraceMs: 0,
    });
    expect(() => loadConfig({ HEALTH_PORT: 'health' })).toThrow('HEALTH_PORT');
    expect(() => loadConfig({ WORKER_STALL_MS: '10' })).toThrow('WORKER_STALL_MS must be a whole number of at least 100');
  });
});
