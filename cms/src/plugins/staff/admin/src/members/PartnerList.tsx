import { useNotification } from '@strapi/strapi/admin';
import { Box, Button, Field, Flex, Modal, Tag, TextInput, Typography } from '@strapi/design-system';
import { Cross, Plus } from '@strapi/icons';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../i18n';
import { allErrors, fieldError, useStaffApi, type StaffReply } from '../staff-api';
import { ResponsiveTable } from './ResponsiveTable';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ToneBadge } from '../components/ToneBadge';
import type { PartnerEntry } from '../../../../../api/partner/lib/partner-entry';

/** A partner as GET /staff/partners answers it (services.partners.list). */
type Partner = PartnerEntry;

/** Partners and their e-mail domains: add a partner, list or unlist a domain (one partner per domain). */
export function PartnerList() {
  const t = useT();
  const api = useStaffApi();
  const { toggleNotification } = useNotification();
  const [rows, setRows] = useState<Partner[] | null>(null);
  const [adding, setAdding] = useState(false);
  const [unlisting, setUnlisting] = useState<{ partner: Partner; domain: string } | null>(null);

  const load = useCallback(async () => {
    const res = await api.call('partnersList');
    setRows(res.data?.items ?? []);
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);

  /** Reports a refusal (the server's message, in the panel's language) or reloads. */
  async function after(res: StaffReply<unknown>) {
    if (res.errors) toggleNotification({ type: 'danger', message: allErrors(res.errors) });
    await load();
    return !res.errors;
  }

  return (
    <Flex direction="column" alignItems="stretch" gap={4}>
      <Box>
        <Button startIcon={<Plus />} onClick={() => setAdding(true)}>
          {t('members.partners.add')}
        </Button>
      </Box>
      <ResponsiveTable
        columns={[
          { id: 'company', label: t('members.column.company') },
          { id: 'status', label: t('members.column.status') },
          { id: 'members', label: t('members.partners.members') },
          { id: 'domains', label: t('members.partners.domains') },
        ]}
        rows={rows ?? []}
        rowKey={(p) => p.id}
        rowProps={(p) => ({ 'data-partner': p.globalName })}
        cells={(p) => ({
          company: (
            <Flex direction="column" alignItems="flex-start">
              <Typography fontWeight="bold">{p.globalName}</Typography>
              <Typography textColor="neutral600">{p.localName}</Typography>
            </Flex>
          ),
          status: (
            <ToneBadge tone={p.approved ? 'active' : 'neutral'}>
              {t(p.approved ? 'members.partners.approved' : 'members.partners.proposed')}
            </ToneBadge>
          ),
          members: <Typography>{p.members}</Typography>,
          domains: (
            <Flex gap={2} wrap="wrap">
              {p.domains.map((d) => (
                <Tag
                  key={d}
                  icon={<Cross />}
                  label={t('members.partners.removeDomain', { domain: d })}
                  onClick={() => setUnlisting({ partner: p, domain: d })}
                >
                  {d}
                </Tag>
              ))}
              <DomainInput
                onAdd={async (domain) => after(await api.call('partnerDomainAdd', { params: { id: p.id }, body: { domain } }))}
              />
            </Flex>
          ),
        })}
      />
      {unlisting && (
        <ConfirmDialog
          title={t('members.partners.unlist.title')}
          confirm={t('members.partners.unlist.confirm')}
          variant="danger"
          onConfirm={async () =>
            after(await api.call('partnerDomainRemove', { params: { id: unlisting.partner.id, domain: unlisting.domain } }))
          }
          onClose={() => setUnlisting(null)}
        >
          {t('members.partners.unlist.body', { domain: unlisting.domain, company: unlisting.partner.globalName })}
        </ConfirmDialog>
      )}
      {adding && (
        <PartnerModal
          onClose={async (created) => {
            setAdding(false);
            if (created) await load();
          }}
        />
      )}
    </Flex>
  );
}

/** A small inline field to list one more domain for a partner. */
function DomainInput({ onAdd }: { onAdd: (domain: string) => Promise<boolean> }) {
  const t = useT();
  const [value, setValue] = useState('');
  return (
    <Flex
      tag="form"
      gap={1}
      onSubmit={async (e: React.FormEvent) => {
        e.preventDefault();
        if (value.trim() && (await onAdd(value))) setValue('');
      }}
    >
      <TextInput
        size="S"
        aria-label={t('members.partners.newDomain')}
        placeholder="example.com"
        value={value}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => setValue(e.target.value)}
      />
      <Button type="submit" size="S" variant="tertiary">
        {t('members.partners.addDomain')}
      </Button>
    </Flex>
  );
}

/** The new-partner form: the registration's company fields plus its domains; refusals show on their fields. */
function PartnerModal({ onClose }: { onClose: (created: boolean) => void }) {
  const t = useT();
  const api = useStaffApi();
  const [form, setForm] = useState({ globalName: '', localName: '', url: '', domains: '' });
  const [errors, setErrors] = useState<Record<string, string[]>>();
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [key]: e.target.value });
  const domainsError = Object.entries(errors ?? {}).find(([field]) => field.startsWith('domains'))?.[1][0];

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const domains = form.domains.split(/[\s,]+/).filter(Boolean);
    const res = await api.call('partnerAdd', { body: { ...form, domains } });
    if (res.errors) setErrors(res.errors);
    else onClose(true);
  }

  const field = (key: 'globalName' | 'localName' | 'url', label: Parameters<typeof t>[0], hint?: Parameters<typeof t>[0]) => (
    <Field.Root name={key} required error={fieldError(errors, key)} hint={hint ? t(hint) : undefined}>
      <Field.Label>{t(label)}</Field.Label>
      <TextInput value={form[key]} onChange={set(key)} />
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );

  return (
    <Modal.Root open onOpenChange={(open) => !open && onClose(false)}>
      <Modal.Content>
        <form onSubmit={submit}>
          <Modal.Header>
            <Modal.Title>{t('members.partners.add')}</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <Flex direction="column" alignItems="stretch" gap={4}>
              {field('globalName', 'members.partners.globalName', 'members.partners.globalNameHint')}
              {field('localName', 'members.partners.localName')}
              {field('url', 'members.partners.url')}
              <Field.Root name="domains" error={domainsError} hint={t('members.partners.domainsHint')}>
                <Field.Label>{t('members.partners.domains')}</Field.Label>
                <TextInput value={form.domains} onChange={set('domains')} />
                <Field.Hint />
                <Field.Error />
              </Field.Root>
            </Flex>
          </Modal.Body>
          <Modal.Footer>
            <Modal.Close>
              <Button variant="tertiary">{t('members.cancel')}</Button>
            </Modal.Close>
            <Button type="submit">{t('members.partners.create')}</Button>
          </Modal.Footer>
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}
