import { Badge } from '@strapi/design-system';
import { useT } from '../i18n';
import type { InquiryStatus } from './types';

/** An inquiry's status as the desk shows it: waiting (to do) or answered. */
export function StatusBadge({ status }: { status: InquiryStatus }) {
  const t = useT();
  return status === 'WAIT' ? (
    <Badge backgroundColor="warning100" textColor="warning700">
      {t('inquiries.status.WAIT')}
    </Badge>
  ) : (
    <Badge backgroundColor="success100" textColor="success700">
      {t('inquiries.status.COMPLETE')}
    </Badge>
  );
}
