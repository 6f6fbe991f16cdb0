import { useT } from '@studydesk/shared/i18n';
import { cx, VisuallyHidden } from '@studydesk/shared/ui/core';
import { PASSWORD_MIN_LENGTH, type PasswordCheck } from '../model/set-password-rules';
import styles from './password-checklist.module.css';

type ItemState = 'met' | 'pending' | 'failed';

function Item({ state, text }: { state: ItemState; text: string }) {
  const t = useT();
  // Colour alone says nothing to some users: a mark and hidden words carry the state too.
  const mark = state === 'met' ? '✓' : state === 'failed' ? '✗' : '•';
  const spoken = state === 'met' ? t('done') : state === 'failed' ? t('not met') : t('to do');
  return (
    <li className={cx(styles.item, state === 'met' && styles.met, state === 'failed' && styles.failed)}>
      <span className={styles.mark} aria-hidden="true">
        {mark}
      </span>
      <span>
        {text}
        <VisuallyHidden>{`: ${spoken}`}</VisuallyHidden>
      </span>
    </li>
  );
}

/** The password rules, ticked off live while the user types. */
export function PasswordChecklist({ id, check }: { id: string; check: PasswordCheck }) {
  const t = useT();
  return (
    <ul id={id} className={styles.list}>
      <Item state={check.longEnough ? 'met' : 'pending'} text={t('{count, plural, one {At least # character} other {At least # characters}}', { count: PASSWORD_MIN_LENGTH })} />
      <Item
        state={check.matches ? 'met' : check.mismatchShown ? 'failed' : 'pending'}
        text={check.mismatchShown ? t('The passwords do not match') : t('Both passwords match')}
      />
    </ul>
  );
}
