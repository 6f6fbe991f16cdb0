import styles from './text.module.css';

/** Class names for text inside cards and panels: `text` (what people wrote), `muted` (secondary), `facts` (a <dl> of short facts). */
export const textStyles: { text: string; muted: string; facts: string } = { text: styles.text, muted: styles.muted, facts: styles.facts };
