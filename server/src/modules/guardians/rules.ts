/** How many students one guardian may follow: a family, not a school (docs/product-rules.md#r-guard-1). */
export const MAX_LINKED_STUDENTS = 50;
