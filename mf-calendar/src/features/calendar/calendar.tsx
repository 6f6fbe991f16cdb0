import { useSiteTimeZone } from '@studydesk/shared/data';
import type { CalendarParcelProps } from '@studydesk/shared/federation';
import { formatLongDate, formatMonthYear, useT } from '@studydesk/shared/i18n';
import { publish, useAuthState } from '@studydesk/shared/session';
import { Button, Card, cx, layoutStyles, MonthSelector, ResourceContent } from '@studydesk/shared/ui';
import { Agenda } from './components/agenda';
import { FeedDialog } from './components/feed-dialog';
import { MonthGrid } from './components/month-grid';
import { feedOffer } from './model/feed-offer';
import { useCalendar } from './model/use-calendar';
import styles from './components/calendar.module.css';

export type CalendarProps = CalendarParcelProps;

/** The month view and agenda (docs/product-rules.md#r-cal-1 Calendar, docs/product-rules.md#r-cal-2 Calendar transitions). */
export function Calendar({ scope, readOnly = false }: CalendarProps) {
  const t = useT();
  const zone = useSiteTimeZone();
  const { profile } = useAuthState();
  const calendar = useCalendar(scope);
  const { state, monthView, agenda } = calendar;
  const month = { month: state.selectedMonth, year: state.selectedYear };
  const feed = feedOffer(scope, profile);
  const selectedLabel = state.selectedDay === null ? formatMonthYear(month.month, month.year) : null;
  // the grid stands while its days with lessons load; the reducer holds them
  const grid = (
    <MonthGrid
      month={month}
      dates={state.datesWithActivities}
      today={calendar.today}
      selectedDay={state.selectedDay}
      onSelect={(day) => calendar.selectDay(state.selectedDay === day ? null : day)}
      onStepMonth={(delta, day) => calendar.stepMonth(delta, day)}
    />
  );

  return (
    <Card
      className={styles.calendar}
      title={t('Calendar')}
      data-testid="calendar"
      actions={
        <>
          {feed ? <FeedDialog offer={feed} /> : null}
          <MonthSelector month={month.month} year={month.year} onStep={(delta) => calendar.stepMonth(delta)} />
        </>
      }
    >
      <div className={cx(layoutStyles.columns, styles.layout)}>
        <div className={styles.month}>
          <ResourceContent resource={monthView} placeholder={grid}>
            {() => grid}
          </ResourceContent>
          <p className={styles.legend}>
            <span className={styles.legendLessons} aria-hidden="true" /> {t('Lessons')}
            <span className={styles.legendPending} aria-hidden="true" /> {t('Pending')}
          </p>
        </div>
        <div className={styles.agendaColumn}>
          <div className={styles.agendaHeader}>
            <h3 className={styles.agendaTitle} aria-live="polite">
              {selectedLabel ?? t('From {date}', { date: formatLongDate({ year: month.year, month: month.month, day: state.selectedDay ?? 1 }) })}
            </h3>
            {state.selectedDay !== null ? (
              <Button size="sm" variant="ghost" onClick={() => calendar.selectDay(null)}>
                {t('Whole month')}
              </Button>
            ) : null}
          </div>
          <Agenda
            activities={state.activities}
            loading={agenda.status === 'loading'}
            error={agenda.status === 'failed' ? agenda.error : null}
            hasPrevious={state.keyset.previous !== null}
            hasNext={state.keyset.next !== null}
            onPrevious={calendar.previousPage}
            onNext={calendar.nextPage}
            onRetry={agenda.reload}
            onOpen={readOnly ? undefined : (activity) => publish({ type: 'activity/open', activityId: activity.id, studyPlanId: activity.studyPlanId })}
            zone={zone}
          />
        </div>
      </div>
    </Card>
  );
}
