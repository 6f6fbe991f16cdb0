import type { ReviewCardDto } from '@studydesk/shared/contracts';
import { REVIEW_SYNC_BATCH_MAX } from '@studydesk/shared/contracts/plain';
import { batchesOf, inTimeOrder } from './pending-reviews';
import { dueOffline } from './review-cards';

const review = (id: string, reviewedAt: string) => ({ id, cardId: 1, grade: 3 as const, reviewedAt });
const card = (cardId: number, due: string | null): ReviewCardDto => ({ cardId, studyPlanId: 1, planTitle: 'Plan', front: 'f', back: 'b', isNew: due === null, state: due === null ? 0 : 2, due });

describe('offline review on a device', () => {
  it('sends waiting reviews in the order they were given, ties by id, whatever order they were kept in', () => {
    const kept = [review('c', '2026-11-18T09:02:00.000Z'), review('b', '2026-11-18T09:00:00.000Z'), review('a', '2026-11-18T09:02:00.000Z')];
    expect(inTimeOrder(kept).map((r) => r.id)).toEqual(['b', 'a', 'c']);
  });

  it('sends them in batches the server takes, none larger, nothing left out', () => {
    const items = Array.from({ length: REVIEW_SYNC_BATCH_MAX * 2 + 3 }, (_, i) => i);
    const batches = batchesOf(items);
    expect(batches.map((batch) => batch.length)).toEqual([REVIEW_SYNC_BATCH_MAX, REVIEW_SYNC_BATCH_MAX, 3]);
    expect(batches.flat()).toEqual(items);
    expect(batchesOf([])).toEqual([]);
  });

  it('offers offline the new cards and those due by now, soonest first, not those reviewed here and not yet sent', () => {
    const now = Date.parse('2026-11-18T12:00:00.000Z');
    const cards = [card(1, '2026-11-18T11:00:00.000Z'), card(2, null), card(3, '2026-11-20T09:00:00.000Z'), card(4, '2026-11-17T09:00:00.000Z'), card(5, '2026-11-18T10:00:00.000Z')];
    expect(dueOffline(cards, new Set([5]), now).map((c) => c.cardId)).toEqual([4, 1, 2]);
    // later the upcoming card falls due on the device too
    expect(dueOffline(cards, new Set(), Date.parse('2026-11-21T00:00:00.000Z')).map((c) => c.cardId)).toEqual([4, 5, 1, 3, 2]);
  });
});
