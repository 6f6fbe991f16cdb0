import { call } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useResource } from '@studydesk/shared/data';
import { useT } from '@studydesk/shared/i18n';
import { PATHS } from '@studydesk/shared/routes';
import { Card, ErrorState, Spinner } from '@studydesk/shared/ui';
import { Link } from 'react-router-dom';
import home from './home.module.css';

/** docs/product-rules.md#r-data-1 Graphs "activeStudents": students and group plans not archived. */
export function Counters() {
  const t = useT();
  const counts = useResource('counters', async (signal) => (await call(endpoints.people.activeStudentsGroups, { signal })).data);
  if (counts.status === 'failed') return <ErrorState message={counts.error} onRetry={counts.reload} compact />;
  const items = [
    { label: t('Active students'), value: counts.status === 'ready' ? counts.data.activeStudents : null, href: PATHS.admin.students },
    { label: t('Active groups'), value: counts.status === 'ready' ? counts.data.activeGroups : null, href: PATHS.admin.groups },
  ];
  return (
    <div className={home.counters}>
      {items.map((item) => (
        <Card key={item.href} className={home.counter}>
          <Link to={item.href} className={home.counterLink}>
            <span className={home.counterValue} data-testid={`counter-${item.href.split('/').pop()}`}>
              {item.value === null ? <Spinner size="sm" /> : item.value}
            </span>
            <span className={home.counterLabel}>{item.label}</span>
          </Link>
        </Card>
      ))}
    </div>
  );
}
