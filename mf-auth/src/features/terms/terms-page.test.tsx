import '../../test/dom-polyfills';
import { renderAt } from '../../test/render-at';

describe('/terms', () => {
  it('shows only the text TODO (docs/product-rules.md#r-route-3)', async () => {
    const { container } = await renderAt('/terms');
    expect(container.textContent).toBe('TODO');
    expect(container.querySelectorAll('h1')).toHaveLength(1);
  });
});
