import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useT } from '@studydesk/shared/i18n';
import { PATHS } from '@studydesk/shared/routes';
import { Button, Card, textStyles } from '@studydesk/shared/ui';
import { NEXT_STEPS, isWelcome } from '../model/what-next';
import home from './home.module.css';

/** The first run's short list of what to do next, until the admin puts it away. */
export function WhatNext() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  if (!isWelcome(location.search)) return null;
  return (
    <Card
      title={t('Your school is ready. What next?')}
      actions={
        <Button variant="ghost" size="sm" onClick={() => navigate(PATHS.admin.home, { replace: true })}>
          {t('Done')}
        </Button>
      }
    >
      <ol className={home.nextSteps}>
        {NEXT_STEPS.map((step) => (
          <li key={step.title}>
            <Link className={textStyles.link} to={step.href}>
              {t(step.title)}
            </Link>
            <span className={home.nextDetail}>{t(step.detail)}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
