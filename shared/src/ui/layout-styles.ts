import styles from './layout.module.css';

/**
 * Class names for layout the remotes share: `list` (a list without bullets, its items in a
 * column), `stack` (a column that may shrink), `row` (small things on one centred line),
 * `cluster` (the same, wrapping onto more lines), `columns` (a grid of `--sd-columns`, one
 * column at phone width). A remote's own class beside one of these wins (the kit's sheets
 * sit in a cascade layer), e.g. for another gap.
 */
export const layoutStyles: { list: string; stack: string; row: string; cluster: string; columns: string } = {
  list: styles.list,
  stack: styles.stack,
  row: styles.row,
  cluster: styles.cluster,
  columns: styles.columns,
};
