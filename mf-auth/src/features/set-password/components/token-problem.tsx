import { Link } from 'react-router-dom';
import { TOKEN_MESSAGES } from '@studydesk/shared/contracts';
import { msg, useT } from '@studydesk/shared/i18n';
import { PATHS } from '@studydesk/shared/routes';
import { AuthLayout } from '../../../components/auth-layout';
import { FormError } from '@studydesk/shared/ui/core';
import { authStyles } from '../../../components/auth-styles';
import type { TokenProblem as Problem } from '../model/set-password-rules';

const TITLES: Record<Problem, string> = {
  expired: msg('This link has expired'),
  used: msg('This link has already been used'),
  unknown: msg('This link is not valid'),
};

/** Why the emailed link does not work, and the way on: a new link, or signing in. */
export function TokenProblem({ problem }: { problem: Problem }) {
  const t = useT();
  return (
    <AuthLayout title={t(TITLES[problem])}>
      {/* The contract's text rather than the raw answer, so it reads the same behind any proxy. */}
      <FormError message={t(TOKEN_MESSAGES[problem])} />
      <Link className={authStyles.buttonLink} to={PATHS.forgottenPassword}>
        {t('Request a new link')}
      </Link>
      <p className={authStyles.row}>
        <Link className={authStyles.link} to={PATHS.login}>
          {t('Back to sign in')}
        </Link>
      </p>
    </AuthLayout>
  );
}
