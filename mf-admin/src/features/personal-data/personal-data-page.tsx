import { useState } from 'react';
import { useT } from '@studydesk/shared/i18n';
import { Card, Page, PageHeader } from '@studydesk/shared/ui';
import { AuditTrail } from './components/audit-trail';
import { PrivacySettingsCard } from './components/privacy-settings-card';
import { RequestQueue } from './components/request-queue';

/**
 * /admin/personal-data (docs/product-rules.md#r-privacy-3 to #r-privacy-6): the copies and
 * erasures asked, soonest due first, approved or refused here; the retention and leavers'
 * settings; the audit trail. A copy or erasure of one person starts from their edit dialog.
 */
export function PersonalDataPage() {
  const t = useT();
  const [decisions, setDecisions] = useState(0);
  return (
    <Page>
      <PageHeader title={t('Personal data')} subtitle={t('Copies and erasures, due within a month')} />
      <RequestQueue onDecided={() => setDecisions((count) => count + 1)} />
      <PrivacySettingsCard />
      <Card title={t('Audit trail')}>
        <AuditTrail generation={decisions} />
      </Card>
    </Page>
  );
}
