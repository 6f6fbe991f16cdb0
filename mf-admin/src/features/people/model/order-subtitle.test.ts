import { orderSubtitle } from './order-subtitle';

describe('the students page subtitle follows the list order', () => {
  it('orders students by their last lesson (docs/product-rules.md#r-page-1), descending by default: most recent first', () => {
    expect(orderSubtitle('lastLesson', 'desc')).toBe('Most recent lessons first');
    expect(orderSubtitle('lastLesson', 'asc')).toBe('Oldest lessons first');
  });

  it('says nothing of lessons when another order is chosen', () => {
    expect(orderSubtitle('email', 'desc')).toBeNull();
    expect(orderSubtitle('lastName', 'asc')).toBeNull();
  });
});
