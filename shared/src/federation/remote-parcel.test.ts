import { sameParcelProps } from './remote-parcel';

describe('sameParcelProps', () => {
  it('takes a new object with the same data as the same props', () => {
    expect(sameParcelProps({ id: 'a/parcel', parcelProps: { scope: { kind: 'plan', planId: 3 }, readOnly: false } }, { id: 'a/parcel', parcelProps: { scope: { kind: 'plan', planId: 3 }, readOnly: false } })).toBe(true);
    expect(sameParcelProps({ ids: [1, 2] }, { ids: [1, 2] })).toBe(true);
  });

  it('sees a changed, added or removed value', () => {
    expect(sameParcelProps({ parcelProps: { planId: 3 } }, { parcelProps: { planId: 4 } })).toBe(false);
    expect(sameParcelProps({ parcelProps: { planId: 3 } }, { parcelProps: { planId: 3, readOnly: true } })).toBe(false);
    expect(sameParcelProps({ parcelProps: { planId: 3, readOnly: undefined } }, { parcelProps: { planId: 3 } })).toBe(false);
    expect(sameParcelProps({ ids: [1, 2] }, { ids: [1, 2, 3] })).toBe(false);
    expect(sameParcelProps({ ids: [1] }, { ids: { 0: 1 } })).toBe(false);
  });

  it('compares functions and other instances by identity', () => {
    const onClose = () => undefined;
    expect(sameParcelProps({ onClose }, { onClose })).toBe(true);
    expect(sameParcelProps({ onClose }, { onClose: () => undefined })).toBe(false);
    expect(sameParcelProps({ at: new Date(0) }, { at: new Date(0) })).toBe(false);
  });
});
