import { useNotification } from '@strapi/strapi/admin';
import { Box, Button, Field, Flex, SingleSelect, SingleSelectOption, TextInput, Typography } from '@strapi/design-system';
import { Mail } from '@strapi/icons';
import { useState } from 'react';
import { LOCALES } from '@portal/domain';
import { useT } from '../i18n';
import { fieldError, useStaffApi } from '../staff-api';

/** An invitation mail with a registration link, in the language chosen (`npm run admin -- invite` does the same). */
export function InviteForm() {
  const t = useT();
  const api = useStaffApi();
  const { toggleNotification } = useNotification();
  const [email, setEmail] = useState('');
  const [lang, setLang] = useState('en');
  const [errors, setErrors] = useState<Record<string, string[]>>();
  const [sending, setSending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSending(true);
    const res = await api.call('memberInvite', { body: { email, lang } });
    setSending(false);
    setErrors(res.errors);
    if (!res.errors) {
      toggleNotification({ type: 'success', message: t('members.invite.sent', { email }) });
      setEmail('');
    }
  }

  return (
    <Box tag="form" onSubmit={submit} background="neutral0" padding={6} shadow="filterShadow" hasRadius maxWidth="40rem">
      <Flex direction="column" alignItems="stretch" gap={4}>
        <Typography>{t('members.invite.intro')}</Typography>
        <Field.Root name="email" required error={fieldError(errors, 'email')}>
          <Field.Label>{t('members.invite.email')}</Field.Label>
          <TextInput type="email" value={email} onChange={(e: React.ChangeEvent<HTMLInputElement>) => setEmail(e.target.value)} />
          <Field.Error />
        </Field.Root>
        <Field.Root name="lang" required error={fieldError(errors, 'lang')}>
          <Field.Label>{t('members.invite.language')}</Field.Label>
          <SingleSelect value={lang} onChange={(v: string | number) => setLang(String(v))}>
            {LOCALES.map((l) => (
              <SingleSelectOption key={l.segment} value={l.segment}>
                {l.endonym}
              </SingleSelectOption>
            ))}
          </SingleSelect>
          <Field.Error />
        </Field.Root>
        <Box>
          <Button type="submit" startIcon={<Mail />} loading={sending}>
            {t('members.invite.submit')}
          </Button>
        </Box>
      </Flex>
    </Box>
  );
}
