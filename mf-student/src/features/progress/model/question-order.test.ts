import { moveQuestion } from './question-order';

describe('moving a question', () => {
  it('swaps it with its neighbour', () => {
    expect(moveQuestion([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveQuestion([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
  });

  it('leaves the order alone at either end or for an unknown id', () => {
    expect(moveQuestion([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveQuestion([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
    expect(moveQuestion([1, 2, 3], 9, 1)).toEqual([1, 2, 3]);
  });
});
