import { call } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useResource } from '@studydesk/shared/data';
import { useT } from '@studydesk/shared/i18n';
import { PATHS } from '@studydesk/shared/routes';
import { Card, ResourceContent, Spinner } from '@studydesk/shared/ui';
import { Link } from 'react-router-dom';
import home from './home.module.css';

interface Counts {
  activeStudents: number;
  activeGroups: number;
}

/** docs/product-rules.md#r-data-1 Graphs "activeStudents": students and group plans not archived. */
export function Counters() {
  const counts = useResource('counters', async (signal) => (await call(endpoints.people.activeStudentsGroups, { signal })).data);
  // until the answer, the two cards with a spinner each, so the page below does not move
  return (
    <ResourceContent resource={counts} placeholder={<CounterCards counts={null} />}>
      {(data) => <CounterCards counts={data} />}
    </ResourceContent>
  );
}

function CounterCards({ counts }: { counts: Counts | null }) {
  const t = useT();
  const items = [
    { label: t('Active students'), value: counts ? counts.activeStudents : null, href: PATHS.admin.students },
    { label: t('Active groups'), value: counts ? counts.activeGroups : null, href: PATHS.admin.groups },
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
