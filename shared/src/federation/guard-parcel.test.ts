import type { ParcelConfigObject } from 'single-spa';
import { guardParcel } from './guard-parcel';

const props = { name: 'p', domElement: null } as unknown as object;

describe('guardParcel', () => {
  it('hands a failed load to onFailure and mounts nothing', async () => {
    const failures: unknown[] = [];
    const config = await guardParcel(() => Promise.reject(new Error('down')), (error) => failures.push(error))();
    await expect((config.mount as (p: object) => Promise<void>)(props)).resolves.toBeUndefined();
    expect(failures).toEqual([new Error('down')]);
  });

  it('keeps a throwing mount inside: onFailure, then no unmount of what never mounted', async () => {
    const failures: unknown[] = [];
    const unmount = jest.fn(async () => undefined);
    const loaded: ParcelConfigObject = {
      bootstrap: async () => undefined,
      mount: async () => {
        throw new Error('crashed');
      },
      unmount,
    };
    const config = await guardParcel(async () => loaded, (error) => failures.push(error))();
    await (config.bootstrap as (p: object) => Promise<void>)(props);
    await expect((config.mount as (p: object) => Promise<void>)(props)).resolves.toBeUndefined();
    await (config.unmount as (p: object) => Promise<void>)(props);
    expect(failures).toEqual([new Error('crashed')]);
    expect(unmount).not.toHaveBeenCalled();
  });

  it('passes a healthy parcel through, lifecycles and update included', async () => {
    const calls: string[] = [];
    const loaded: ParcelConfigObject = {
      bootstrap: async () => void calls.push('bootstrap'),
      mount: [async () => void calls.push('mount 1'), async () => void calls.push('mount 2')],
      unmount: async () => void calls.push('unmount'),
      update: async () => void calls.push('update'),
    };
    const config = await guardParcel(async () => loaded, () => calls.push('failure'))();
    for (const step of ['bootstrap', 'mount', 'update', 'unmount'] as const) await (config[step] as (p: object) => Promise<void>)(props);
    expect(calls).toEqual(['bootstrap', 'mount 1', 'mount 2', 'update', 'unmount']);
  });
});
