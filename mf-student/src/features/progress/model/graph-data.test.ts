import { questionGraph, valueDomain } from './graph-data';

const people = [
  { id: 1, firstName: 'Ana', lastName: 'Alba', title: '' },
  { id: 2, firstName: 'Ben', lastName: 'Bravo', title: '' },
];

describe('a question graph', () => {
  it('puts answers oldest first (docs/product-rules.md#r-prog-1), a line per person who answered', () => {
    const graph = questionGraph(
      [
        { userId: 2, value: 80, createdAt: '2026-03-10T10:00:00.000Z' },
        { userId: 1, value: 40, createdAt: '2026-03-03T10:00:00.000Z' },
        { userId: 1, value: 55, createdAt: '2026-03-10T10:00:00.000Z' },
      ],
      people,
    );
    expect(graph.rows).toEqual([
      { at: Date.parse('2026-03-03T10:00:00.000Z'), p1: 40 },
      { at: Date.parse('2026-03-10T10:00:00.000Z'), p2: 80 },
      { at: Date.parse('2026-03-10T10:00:00.000Z'), p1: 55 },
    ]);
    expect(graph.series).toEqual([
      { key: 'p1', userId: 1, name: 'Ana Alba' },
      { key: 'p2', userId: 2, name: 'Ben Bravo' },
    ]);
  });

  it('names a line of someone it does not know by id', () => {
    expect(questionGraph([{ userId: 7, value: 1, createdAt: '2026-03-03T10:00:00.000Z' }], people).series).toEqual([{ key: 'p7', userId: 7, name: '#7' }]);
  });

  it('fixes the PERCENT axis at 0–100 and fits a NUMBER axis', () => {
    expect(valueDomain('PERCENT', [{ at: 1, p1: 3 }])).toEqual([0, 100]);
    expect(valueDomain('NUMBER', [{ at: 1, p1: 3 }])).toEqual([0, 'auto']);
    expect(valueDomain('NUMBER', [{ at: 1, p1: -3 }])).toEqual(['auto', 'auto']);
  });
});
