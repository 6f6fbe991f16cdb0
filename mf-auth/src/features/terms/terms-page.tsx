/**
 * docs/product-rules.md#r-route-3: "placeholder showing only the text TODO". Not passed through t(): the spec
 * fixes this exact text, and a translation would break that. It is the page's heading,
 * so the page has one like every other.
 */
export function TermsPage() {
  return <h1>TODO</h1>;
}
