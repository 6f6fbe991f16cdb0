import styles from './text.module.css';

/**
 * Class names for text inside cards and panels: `text` (what people wrote), `heading` (a block's short title), `muted` (secondary),
 * `facts` (a <dl> of short facts), `link` (a link in text or a list). An error message is FormError, not a styled paragraph.
 */
export const textStyles: { text: string; heading: string; muted: string; facts: string; link: string } = {
  text: styles.text,
  heading: styles.heading,
  muted: styles.muted,
  facts: styles.facts,
  link: styles.link,
};
