/**
 * spec §2: "placeholder showing only the text TODO". Not passed through t(): the spec
 * fixes this exact text, and a translation would break that.
 */
export function TermsPage() {
  return <p>TODO</p>;
}
