import { ToneBadge } from '../components/ToneBadge';
import { useT } from '../i18n';
import type { InquiryStatus } from './types';

/** An inquiry's status as the desk shows it: waiting (to do) or answered. */
export function StatusBadge({ status }: { status: InquiryStatus }) {
  const t = useT();
  return <ToneBadge tone={status === 'WAIT' ? 'todo' : 'done'}>{t(`inquiries.status.${status}`)}</ToneBadge>;
}
