import styles from './text.module.css';

/**
 * Class names for text inside cards and panels: `text` (what people wrote), `heading` (a block's short title), `muted` (secondary),
 * `error` (a short error message), `facts` (a <dl> of short facts), `link` (a link in text or a list).
 */
export const textStyles: { text: string; heading: string; muted: string; error: string; facts: string; link: string } = {
  text: styles.text,
  heading: styles.heading,
  muted: styles.muted,
  error: styles.error,
  facts: styles.facts,
  link: styles.link,
};
