import { Link } from 'react-router-dom';
import { IMPORT_KINDS, type ImportKind } from '@studydesk/shared/contracts/plain';
import { useT } from '@studydesk/shared/i18n';
import { PATHS } from '@studydesk/shared/routes';
import { textStyles } from '@studydesk/shared/ui';
import type { ImportTally } from '../model/import-state';
import { KIND_LABELS } from '../model/labels';
import styles from './people-import.module.css';

/** The lists where each kind of imported row is found afterwards. */
const LIST_OF: Record<ImportKind, string> = {
  student: PATHS.admin.students,
  teacher: PATHS.admin.teachers,
  guardian: PATHS.admin.guardians,
  group: PATHS.admin.groups,
};

/** New, updated, skipped and refused rows by kind; after the import, each kind links to its list. */
export function ImportSummary({ tally, links = false }: { tally: ImportTally; links?: boolean }) {
  const t = useT();
  return (
    <dl className={`${textStyles.facts} ${styles.summary}`}>
      {IMPORT_KINDS.map((kind) => (
        <div key={kind}>
          <dt>{links ? <Link className={textStyles.link} to={LIST_OF[kind]}>{t(KIND_LABELS[kind])}</Link> : t(KIND_LABELS[kind])}</dt>
          <dd>{t('{created} new, {updated} updated', { created: tally.create[kind], updated: tally.update[kind] })}</dd>
        </div>
      ))}
      <div>
        <dt>{t('Skipped')}</dt>
        <dd>{tally.skip}</dd>
      </div>
      {links ? null : (
        <div>
          <dt>{t('Needs fixing')}</dt>
          <dd className={tally.invalid > 0 ? styles.problem : undefined}>{tally.invalid}</dd>
        </div>
      )}
    </dl>
  );
}
