import styles from './auth.module.css';

/** The sign-in pages' own class names: `link`, `row` (links under a form), `buttonLink` (a "go on" link shaped as the main button), `text`. */
export const authStyles: { link: string; row: string; buttonLink: string; text: string } = {
  link: styles.link,
  row: styles.row,
  buttonLink: styles.buttonLink,
  text: styles.text,
};
