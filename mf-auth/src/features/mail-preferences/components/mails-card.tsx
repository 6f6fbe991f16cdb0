import { useEffect, useReducer } from 'react';
import { call, errorMessage } from '@studydesk/shared/api-client';
import { MAIL_KINDS_BY_PROFILE, type MailKind } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useResource } from '@studydesk/shared/data';
import { useT } from '@studydesk/shared/i18n';
import { toast } from '@studydesk/shared/toasts';
import { Card, FormError, ResourceContent, Switch } from '@studydesk/shared/ui/core';
import { MAIL_KIND_TEXTS } from '../model/mail-kinds';
import { initialMailSwitchState, mailSwitchReducer } from '../model/mail-switch-state';
import styles from './mails-card.module.css';

/**
 * The profile's "Mails" section (docs/product-rules.md#r-mail-2): one switch per kind of
 * scheduled mail the person's profile receives, saved at once. Nothing for a profile that
 * receives none (admins).
 */
export function MailsCard({ profile }: { profile: string }) {
  return (MAIL_KINDS_BY_PROFILE[profile] ?? []).length > 0 ? <MailSwitches /> : null;
}

function MailSwitches() {
  const t = useT();
  const loaded = useResource('mail-preferences', async (signal) => (await call(endpoints.reminders.preferences, { signal })).data);
  const [state, dispatch] = useReducer(mailSwitchReducer, initialMailSwitchState);
  useEffect(() => {
    if (loaded.data) dispatch({ type: 'loaded', preferences: loaded.data.preferences });
  }, [loaded.data]);

  async function turn(kind: MailKind, on: boolean) {
    if (state.saving) return;
    dispatch({ type: 'saveRequested', kind });
    try {
      const { data } = await call(endpoints.reminders.savePreference, { body: { kind, on } });
      dispatch({ type: 'saveSucceeded', preferences: data.preferences });
      toast.success(t('Your mail choices have been saved'));
    } catch (error) {
      dispatch({ type: 'saveFailed', error: errorMessage(error) });
    }
  }

  return (
    <Card title={t('Mails')} aria-busy={state.saving !== null || undefined}>
      <ResourceContent resource={loaded}>
        {(data) => (
          <>
            <FormError message={state.error} />
            <ul className={styles.list}>
              {data.preferences.map(({ kind }) => (
                <li key={kind} className={styles.item}>
                  <Switch
                    label={t(MAIL_KIND_TEXTS[kind].label)}
                    checked={state.on[kind] ?? false}
                    disabled={state.saving !== null}
                    onChange={(on) => void turn(kind, on)}
                  />
                  <p className={styles.explanation}>{t(MAIL_KIND_TEXTS[kind].explanation)}</p>
                </li>
              ))}
            </ul>
          </>
        )}
      </ResourceContent>
    </Card>
  );
}
