import { useT } from '@studydesk/shared/i18n';
import { Badge } from '@studydesk/shared/ui';

/** A plan with open absence alerts on the teacher's dashboard (docs/product-rules.md#r-absence-4); nothing without. */
export function AtRiskBadge({ count }: { count: number | undefined }) {
  const t = useT();
  if (!count) return null;
  return (
    <Badge tone="warning" data-testid="at-risk-badge">
      {t('{count, plural, one {# absence alert} other {# absence alerts}}', { count })}
    </Badge>
  );
}
