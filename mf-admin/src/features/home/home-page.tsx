import { lazy, Suspense } from 'react';
import { useT } from '@studydesk/shared/i18n';
import { Card, LoadingState, Page, PageHeader } from '@studydesk/shared/ui';
import { Counters } from './components/counters';
import { WhatNext } from './components/what-next';
import home from './components/home.module.css';

// recharts is big: only this page loads it, after its own first paint
const TeachingGraphs = lazy(() => import('./components/teaching-graphs').then((module) => ({ default: module.TeachingGraphs })));

/** /admin/home: after the first run what to do next, then active students and groups, hours taught per month, hours per teacher. */
export function AdminHomePage() {
  const t = useT();
  return (
    <Page>
      <PageHeader title={t('Home')} />
      <WhatNext />
      <Counters />
      <Suspense
        fallback={
          <Card title={t('Teaching time')}>
            <LoadingState className={home.placeholder} />
          </Card>
        }
      >
        <TeachingGraphs />
      </Suspense>
    </Page>
  );
}
