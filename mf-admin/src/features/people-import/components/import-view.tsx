import { useId, type FormEvent } from 'react';
import { errorMessage } from '@studydesk/shared/api-client';
import type { ImportChoice } from '@studydesk/shared/contracts';
import { useT } from '@studydesk/shared/i18n';
import { Card, Checkbox, cx, EmptyState, FormError, FormNotice, FormSubmit, SegmentedControl, Spinner, layoutStyles, textStyles } from '@studydesk/shared/ui';
import { canImport, tallyOf } from '../model/import-state';
import { usePeopleImport } from '../model/use-people-import';
import { ImportSummary } from './import-summary';
import { PreviewTable } from './preview-table';
import styles from './people-import.module.css';

/**
 * The import (docs/product-rules.md#r-import-4): choose a file, read its preview (nothing is
 * written yet), choose update or skip for people and groups that exist and whether to send
 * invitations, then import; the button waits until no row has a problem.
 */
export function ImportView() {
  const t = useT();
  const inputId = useId();
  const { state, dispatch, choose, confirm } = usePeopleImport();
  const tally = tallyOf(state);
  const busy = state.step === 'previewing' || state.step === 'importing';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void confirm();
  };

  return (
    <div className={cx(layoutStyles.stack, styles.page)}>
      <Card title={t('Spreadsheet (CSV)')}>
        <div className={cx(layoutStyles.stack, styles.block)}>
          <p className={textStyles.muted}>{t('One row per student, teacher, guardian or group, as in the template.')}</p>
          <label htmlFor={inputId} className={textStyles.heading}>{t('Choose a file')}</label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className={styles.file}
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void choose(file);
              // the same file chosen again (after fixing it) is read again
              event.target.value = '';
            }}
          />
          {state.file ? <p className={textStyles.muted}>{state.file.name}</p> : null}
        </div>
      </Card>

      {state.error ? <FormError message={errorMessage(state.error)} /> : null}
      {state.step === 'previewing' ? <Spinner /> : null}
      {state.step === 'empty' && !state.error ? (
        <EmptyState title={t('No file chosen yet')} description={t('Nothing is written until you confirm the import.')} />
      ) : null}

      {state.step === 'done' && state.result ? (
        <Card title={t('Imported')}>
          <FormNotice message={t('{count, plural, one {# invitation queued} other {# invitations queued}}', { count: state.result.invitations })} />
          <ImportSummary tally={state.result.counts} links />
        </Card>
      ) : null}

      {state.preview && state.step !== 'done' && state.step !== 'previewing' ? (
        <form onSubmit={submit} className={cx(layoutStyles.stack, styles.page)} aria-busy={state.step === 'importing'}>
          <Card title={t('Preview')}>
            <div className={cx(layoutStyles.stack, styles.block)}>
              <ImportSummary tally={tally} />
              <div className={layoutStyles.cluster}>
                {/* the control's own name says it to screen readers */}
                <span aria-hidden="true">{t('People and groups that already exist')}</span>
                <SegmentedControl<ImportChoice>
                  label={t('People and groups that already exist')}
                  options={[{ value: 'skip', label: t('Skip') }, { value: 'update', label: t('Update') }]}
                  value={state.existing}
                  onChange={(choice) => dispatch({ type: 'import/existingChosen', choice })}
                  disabled={busy}
                />
              </div>
              <Checkbox
                label={t('Send invitations to the new people')}
                checked={state.sendInvitations}
                onChange={(send) => dispatch({ type: 'import/invitationsSet', send })}
                disabled={busy}
              />
              <Checkbox
                label={t('Only rows with a problem or a choice')}
                checked={state.onlyProblems}
                onChange={(only) => dispatch({ type: 'import/onlyProblemsSet', only })}
              />
              {tally.invalid > 0 ? (
                <p className={styles.problem}>{t('{count, plural, one {# row needs fixing: correct the file and choose it again.} other {# rows need fixing: correct the file and choose it again.}}', { count: tally.invalid })}</p>
              ) : null}
            </div>
          </Card>
          <PreviewTable state={state} dispatch={dispatch} />
          <FormSubmit saving={state.step === 'importing'} disabled={!canImport(state) && state.step !== 'importing'}>
            {t('Import')}
          </FormSubmit>
        </form>
      ) : null}
    </div>
  );
}
