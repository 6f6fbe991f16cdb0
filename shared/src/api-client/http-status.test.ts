import { httpStatus } from './http-status';

describe('httpStatus', () => {
  it('reads the status of an answered call', () => {
    expect(httpStatus({ response: { status: 429 } })).toBe(429);
  });

  it('is undefined when there was no answer', () => {
    expect(httpStatus({ request: {} })).toBeUndefined();
    expect(httpStatus(new Error('x'))).toBeUndefined();
    expect(httpStatus(null)).toBeUndefined();
  });
});
