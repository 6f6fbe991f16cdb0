import { useEffect, useReducer, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { call, errorMessage } from '@studydesk/shared/api-client';
import type { MailKind } from '@studydesk/shared/contracts';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useResource } from '@studydesk/shared/data';
import { useT } from '@studydesk/shared/i18n';
import { dispatchAuth, useAuthState } from '@studydesk/shared/session';
import { PATHS } from '@studydesk/shared/routes';
import { Button, FormError, FormNotice } from '@studydesk/shared/ui/core';
import { AuthLayout } from '../../../components/auth-layout';
import { authStyles } from '../../../components/auth-styles';
import { CheckedLink } from '../../../components/checked-link';
import { readOptOutLink } from '../api/opt-out-link';
import { linkLanguageToAdopt } from '../model/link-language';
import { MAIL_KIND_TEXTS } from '../model/mail-kinds';
import { initialMailSwitchState, mailSwitchReducer } from '../model/mail-switch-state';

/**
 * /mail-preferences/:token, the link at the end of each reminder and digest
 * (docs/product-rules.md#r-mail-2): the signed link is the permission, so this works
 * signed out and signed in as anyone; the shell does not redirect it.
 */
export function OptOutPage() {
  const t = useT();
  const { token = '' } = useParams<{ token: string }>();
  const link = useResource(`mail-opt-out/${token}`, (signal) => readOptOutLink(token, signal));
  // signed out, the page speaks the language of the person the link is for
  const { isLoggedIn, userLanguage } = useAuthState();
  const owner = link.data?.valid ? link.data.language : undefined;
  const adopt = linkLanguageToAdopt(isLoggedIn, userLanguage, owner);
  useEffect(() => {
    if (adopt) dispatchAuth({ type: 'language/changed', language: adopt });
  }, [adopt]);
  const signIn = (
    <Link className={authStyles.link} to={PATHS.login}>
      {t('Go to sign in')}
    </Link>
  );

  return (
    <CheckedLink title={t('Your mails')} footer={signIn} link={link}>
      {(answer) =>
        answer.valid ? (
          <OptOutChoice token={token} kind={answer.preference.kind} on={answer.preference.on} footer={signIn} />
        ) : (
          <AuthLayout title={t('This link is not valid')}>
            <FormError message={answer.message} />
            <Link className={authStyles.buttonLink} to={PATHS.login}>
              {t('Go to sign in')}
            </Link>
          </AuthLayout>
        )
      }
    </CheckedLink>
  );
}

function OptOutChoice({ token, kind, on: loadedOn, footer }: { token: string; kind: MailKind; on: boolean; footer: ReactNode }) {
  const t = useT();
  const texts = MAIL_KIND_TEXTS[kind];
  const [state, dispatch] = useReducer(mailSwitchReducer, initialMailSwitchState);
  const [changed, setChanged] = useState(false);
  useEffect(() => dispatch({ type: 'loaded', preferences: [{ kind, on: loadedOn }] }), [kind, loadedOn]);
  const on = state.on[kind] ?? loadedOn;
  const saving = state.saving === kind;

  async function turn(next: boolean) {
    if (saving) return;
    dispatch({ type: 'saveRequested', kind });
    try {
      const { data } = await call(endpoints.reminders.optOut, { params: { token }, body: { on: next } });
      dispatch({ type: 'saveSucceeded', preferences: [data] });
      setChanged(true);
    } catch (error) {
      dispatch({ type: 'saveFailed', error: errorMessage(error) });
    }
  }

  const notice = !changed ? null : on ? t('You will get these mails again.') : t(texts.stopped);
  return (
    <AuthLayout title={t(texts.label)} intro={t(texts.explanation)} footer={footer}>
      <FormError message={state.error} />
      {notice ? (
        <FormNotice message={notice} />
      ) : (
        <p className={authStyles.text}>{on ? t('These mails are on.') : t('These mails are off.')}</p>
      )}
      {on ? (
        <Button variant="primary" fullWidth loading={saving} onClick={() => void turn(false)}>
          {t(texts.stop)}
        </Button>
      ) : (
        <Button variant="primary" fullWidth loading={saving} onClick={() => void turn(true)}>
          {t('Turn them on again')}
        </Button>
      )}
    </AuthLayout>
  );
}
