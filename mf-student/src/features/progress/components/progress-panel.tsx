import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useInView } from 'react-intersection-observer';
import { call } from '@studydesk/shared/api-client';
import { endpoints } from '@studydesk/shared/contracts/plain';
import { useResource } from '@studydesk/shared/data';
import { useT } from '@studydesk/shared/i18n';
import { Button, EmptyState, LoadingState, ResourceContent } from '@studydesk/shared/ui';
import { AnswerForm } from './answer-form';
import { QuestionEditor } from './question-editor';
import styles from './progress.module.css';

// recharts is big: it loads with the first graph, never on pages without one
const ProgressGraphs = lazy(() => import('./progress-graphs').then((module) => ({ default: module.ProgressGraphs })));

/** How far below (or above) the screen the graphs start loading: about a screen's scroll ahead. */
const NEAR_SCREEN = '800px 0px';

/**
 * Its children once they come near the screen; a placeholder until then. Loading and first
 * drawing recharts is one long task that no click can cut into (about a second at the 4×
 * slower CPU bench:web emulates):
 * in the study-plan view the graphs are far below the fold, and drawn at once they landed
 * on the teacher's first click on a lesson, which then waited a second for its dialog.
 * Without IntersectionObserver (tests' jsdom) the children show at once.
 */
function NearScreen({ children }: { children: ReactNode }) {
  const { ref, inView } = useInView({ triggerOnce: true, rootMargin: NEAR_SCREEN, fallbackInView: true });
  return <div ref={ref}>{inView ? children : <LoadingState className={styles.placeholder} />}</div>;
}

export interface ProgressPanelProps {
  planId: number;
  /**
   * a guardian's view of this linked student (docs/product-rules.md#r-guard-2): their graphs,
   * and the answer form only where the plan lets guardians answer (docs/product-rules.md#r-guard-3)
   */
  studentId?: number;
}

/**
 * A plan's progress tracking (docs/product-rules.md#r-prog-1 Question progress): the answer form, a graph per
 * question and, for the plan's teachers and admins, the question editor. What it shows
 * is the server's scope: a student their own answers, staff every member's.
 */
export function ProgressPanel({ planId, studentId }: ProgressPanelProps) {
  const t = useT();
  const progress = useResource(`progress:${planId}`, async (signal) => (await call(endpoints.progress.plan, { params: { planId }, signal })).data.progress);
  const graph = useResource(`graph:${planId}:${studentId ?? ''}`, async (signal) =>
    (await call(endpoints.progress.graph, { body: studentId === undefined ? { studyPlanId: planId } : { studyPlanId: planId, userId: studentId }, signal })).data.progress,
  );
  const [editing, setEditing] = useState(false);
  const reload = () => {
    progress.reload();
    graph.reload();
  };

  return (
    <ResourceContent resource={progress} loadingClassName={styles.placeholder}>
      {(data) => (
        <div className={styles.panel} data-testid="progress">
          {data.canManage ? (
            <div className={styles.toolbar}>
              <Button size="sm" variant={editing ? 'primary' : 'secondary'} aria-expanded={editing} onClick={() => setEditing((open) => !open)}>
                {editing ? t('Done editing questions') : t('Edit questions')}
              </Button>
            </div>
          ) : null}
          {data.canManage && editing ? <QuestionEditor planId={planId} questions={data.questions} onChanged={reload} /> : null}
          {data.questions.length === 0 ? (
            <EmptyState
              compact
              title={t('No progress questions yet')}
              description={data.canManage ? t('Add a question to start tracking progress.') : t('Your teacher has not asked any questions yet.')}
            />
          ) : data.people.length === 0 ? (
            <EmptyState compact title={t('Nobody to answer yet')} description={t('Answers come from the members of this study plan.')} />
          ) : data.canAnswer ? (
            <AnswerForm key={planId} planId={planId} progress={data} onSaved={reload} studentId={studentId} />
          ) : null}
          <NearScreen>
            <ResourceContent resource={graph} loadingClassName={styles.placeholder}>
              {(answers) => (
                <Suspense fallback={<LoadingState className={styles.placeholder} />}>
                  <ProgressGraphs graph={answers} questionCount={data.questions.length} />
                </Suspense>
              )}
            </ResourceContent>
          </NearScreen>
        </div>
      )}
    </ResourceContent>
  );
}
