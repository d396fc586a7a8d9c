import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LoginIcon } from '../icons';
import { LoginLink } from '../login-link';
import { Notice } from './page-parts';

/**
 * What the portal and the console show a signed-out visitor: the area's name in the tab, the
 * way to log in (`loginLabel`, and any other way out beside it), and what the area is for.
 */
export function SignedOutNotice({
  areaTitle,
  loginLabel,
  otherActions,
  children,
}: {
  areaTitle: string;
  loginLabel: ReactNode;
  otherActions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  useDocumentTitle(areaTitle);
  return (
    <Notice
      icon={<LoginIcon />}
      title={t`Log in to continue`}
      actions={
        <>
          <LoginLink className="btn-primary">{loginLabel}</LoginLink>
          {otherActions}
        </>
      }
    >
      {children}
    </Notice>
  );
}
