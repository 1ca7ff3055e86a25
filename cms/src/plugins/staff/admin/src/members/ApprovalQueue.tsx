import { useNotification } from '@strapi/strapi/admin';
import { Button, EmptyStateLayout, Field, Flex, Textarea, Typography } from '@strapi/design-system';
import { Check, Cross } from '@strapi/icons';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../i18n';
import { allErrors, fieldError, useStaffApi } from '../staff-api';
import { ResponsiveTable } from './ResponsiveTable';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ToneBadge } from '../components/ToneBadge';
import type { PendingMember } from '../../../../../api/member/lib/pending-member';

/** A queue row as GET /staff/members/queue answers it (services.approvals.pending). */
type Pending = PendingMember;

/** What the registration asks of the administrator: a new company, a new domain for a listed one, or just a member. */
const request = (m: Pending) =>
  m.registrationType.endsWith('NEW_PARTNER') ? 'newPartner' : m.registrationType.endsWith('NEW_DOMAIN') ? 'newDomain' : 'member';

/** Members waiting for approval, oldest first, each with approve and reject (with a reason mailed to the member). */
export function ApprovalQueue() {
  const t = useT();
  const { formatDate } = useIntl();
  const api = useStaffApi();
  const { toggleNotification } = useNotification();
  const [rows, setRows] = useState<Pending[] | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<Pending | null>(null);
  const [confirming, setConfirming] = useState<Pending | null>(null);

  const load = useCallback(async () => {
    const res = await api.call('membersQueue');
    setRows(res.data?.items ?? []);
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);

  async function approve(member: Pending) {
    setBusy(member.id);
    const res = await api.call('memberApprove', { params: { id: member.id } });
    setBusy(null);
    toggleNotification(
      res.errors
        ? { type: 'danger', message: allErrors(res.errors) }
        : { type: 'success', message: t('members.queue.approved', { email: member.email }) },
    );
    await load();
  }

  if (!rows) return null;
  if (rows.length === 0) return <EmptyStateLayout content={t('members.queue.empty')} />;

  const COLUMNS = ['member', 'company', 'domain', 'request', 'registered', 'actions'] as const;
  const cells = (m: Pending): Record<(typeof COLUMNS)[number], React.ReactNode> => ({
    member: (
      <Flex direction="column" alignItems="flex-start">
        <Typography fontWeight="bold">{`${m.firstName} ${m.lastName}`}</Typography>
        <Typography textColor="neutral600" style={{ overflowWrap: 'anywhere' }}>
          {m.email}
        </Typography>
      </Flex>
    ),
    company: (
      <Flex direction="column" alignItems="flex-start">
        <Typography>{m.partner?.globalName ?? '—'}</Typography>
        <Typography textColor="neutral600">{m.partner?.localName}</Typography>
      </Flex>
    ),
    domain: <Typography>{m.requestedDomain ?? m.email.split('@')[1]}</Typography>,
    request: <ToneBadge tone={request(m) === 'member' ? 'neutral' : 'active'}>{t(`members.request.${request(m)}`)}</ToneBadge>,
    registered: <Typography>{formatDate(m.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</Typography>,
    actions: (
      <Flex gap={2}>
        <Button
          size="S"
          variant="success-light"
          startIcon={<Check />}
          loading={busy === m.id}
          onClick={() => (request(m) === 'member' ? approve(m) : setConfirming(m))}
        >
          {t('members.queue.approve')}
        </Button>
        <Button size="S" variant="danger-light" startIcon={<Cross />} onClick={() => setRejecting(m)}>
          {t('members.queue.reject')}
        </Button>
      </Flex>
    ),
  });

  return (
    <>
      <ResponsiveTable
        columns={COLUMNS.map((id) => ({ id, label: t(`members.column.${id}`) }))}
        rows={rows}
        rowKey={(m) => m.id}
        rowProps={(m) => ({ 'data-member': m.email })}
        cells={cells}
      />
      {confirming && (
        <ConfirmDialog
          title={t('members.approve.title')}
          confirm={t('members.queue.approve')}
          onConfirm={() => approve(confirming)}
          onClose={() => setConfirming(null)}
        >
          {t(request(confirming) === 'newPartner' ? 'members.approve.newPartner' : 'members.approve.newDomain', {
            email: confirming.email,
            company: confirming.partner?.globalName ?? '—',
            domain: confirming.requestedDomain ?? confirming.email.split('@')[1],
          })}
        </ConfirmDialog>
      )}
      {rejecting && (
        <RejectDialog
          member={rejecting}
          onClose={async (done) => {
            setRejecting(null);
            if (done) {
              toggleNotification({ type: 'success', message: t('members.queue.rejected', { email: rejecting.email }) });
              await load();
            }
          }}
        />
      )}
    </>
  );
}

/** Asks for the reason (mailed to the member in their language) and rejects; field errors show under the reason. */
function RejectDialog({ member, onClose }: { member: Pending; onClose: (done: boolean) => void }) {
  const t = useT();
  const api = useStaffApi();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>();

  /** Rejects; a refusal (no reason) keeps the dialog open with the message under the field. */
  async function submit() {
    const res = await api.call('memberReject', { params: { id: member.id }, body: { reason } });
    if (res.errors) setErrors(res.errors);
    return !res.errors;
  }

  return (
    <ConfirmDialog
      title={t('members.reject.title')}
      confirm={t('members.reject.submit')}
      variant="danger"
      onConfirm={submit}
      onClose={onClose}
    >
      <Flex direction="column" alignItems="stretch" gap={4} width="100%">
        <Typography>{t('members.reject.intro', { email: member.email })}</Typography>
        <Field.Root name="reason" required error={fieldError(errors, 'reason') ?? fieldError(errors, 'id')}>
          <Field.Label>{t('members.reject.reason')}</Field.Label>
          <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
          <Field.Error />
        </Field.Root>
      </Flex>
    </ConfirmDialog>
  );
}
