import {
  Alert,
  Button,
  DateTimePicker,
  Field,
  Flex,
  Modal,
  SingleSelect,
  SingleSelectOption,
  TextInput,
  Textarea,
  Typography,
} from '@strapi/design-system';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useT, type MessageKey } from '../i18n';
import type { FieldErrors } from '../staff-api';
import { useDeskApi, type ActionKind, type DeskMeeting } from './api';
import { wallTimeToInstant, type StaffCallBody } from '@portal/domain';
import { inYourZone } from '../format';
import { browserOffset, OFFSETS, wallTime } from './time';

export const ACTION_LABEL: Record<ActionKind, MessageKey> = {
  propose: 'meetings.action.propose',
  confirm: 'meetings.action.confirm',
  setUrl: 'meetings.action.setUrl',
  complete: 'meetings.action.complete',
  cancel: 'meetings.action.cancel',
};

/** The planner's field names for the form's own (a refusal about the time goes under the time). */
const FORM_FIELD: Record<string, string> = { meetingAt: 'at', cancelReason: 'reason' };

interface Props {
  meeting: DeskMeeting;
  kind: ActionKind;
  onClose: () => void;
  onDone: () => void;
}

/**
 * One staff action's form (propose a time, confirm, set the link, complete, cancel), sent to the desk's action
 * route, which plans it like the command line; a refusal shows the server's message under its field.
 */
export function ActionDialog({ meeting, kind, onClose, onDone }: Props) {
  const t = useT();
  const { locale } = useIntl();
  const api = useDeskApi();
  const [at, setAt] = useState<Date | undefined>(undefined);
  const [timeZone, setTimeZone] = useState(browserOffset());
  const [text, setText] = useState(kind === 'setUrl' ? meeting.url : '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The time as typed, read in the chosen zone: a missing or past one is refused here and nothing is sent.
    if (kind === 'propose' && (!at || (wallTimeToInstant(wallTime(at), timeZone)?.getTime() ?? 0) <= Date.now()))
      return setErrors({ at: [t(at ? 'meetings.form.pastTime' : 'meetings.form.noTime')] });
    setBusy(true);
    // The body the route parses, per action (a proposal without a time returned above).
    const body: StaffCallBody<'meetingAct'> =
      kind === 'propose'
        ? { action: kind, at: at ? wallTime(at) : '', timeZone }
        : kind === 'setUrl'
          ? { action: kind, url: text }
          : kind === 'complete'
            ? { action: kind, result: text }
            : kind === 'cancel'
              ? { action: kind, reason: text }
              : { action: kind };
    const reply = await api.act(meeting.pk, body).finally(() => setBusy(false));
    if (!reply.errors) return onDone();
    setErrors(Object.fromEntries(Object.entries(reply.errors).map(([field, messages]) => [FORM_FIELD[field] ?? field, messages])));
  };

  const fieldError = (name: string) => errors[name]?.join(' ');
  const general = Object.entries(errors)
    .filter(([field]) => !['at', 'timeZone', 'url', 'result', 'reason'].includes(field))
    .flatMap(([, messages]) => messages);
  const confirmAt = meeting.meetingAt ?? meeting.requested;
  const zones = OFFSETS.includes(meeting.timeZone) ? OFFSETS : [...OFFSETS, meeting.timeZone];

  return (
    <Modal.Root open onOpenChange={(open) => !open && onClose()}>
      <Modal.Content>
        <form onSubmit={submit} noValidate>
          <Modal.Header>
            <Modal.Title>{t(ACTION_LABEL[kind])}</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <Flex direction="column" alignItems="stretch" gap={4}>
              <Typography variant="omega">
                {meeting.title} · {meeting.member?.name ?? '-'} {meeting.company && `(${meeting.company})`}
              </Typography>
              {general.length > 0 && (
                <Alert variant="danger" closeLabel={t('meetings.close')} title={t('meetings.refused')}>
                  {general.join(' ')}
                </Alert>
              )}
              {kind === 'propose' && (
                <>
                  <Field.Root name="at" error={fieldError('at')} hint={t('meetings.form.timeHint', { zone: meeting.timeZone })} required>
                    <Field.Label>{t('meetings.form.time')}</Field.Label>
                    {/* No minDate: the picker would move a typed past date to today and hide the mistake. */}
                    <DateTimePicker value={at} onChange={setAt} locale={locale} />
                    <Field.Hint />
                    <Field.Error />
                  </Field.Root>
                  <Field.Root name="timeZone" error={fieldError('timeZone')} required>
                    <Field.Label>{t('meetings.form.timeZone')}</Field.Label>
                    <SingleSelect value={timeZone} onChange={(value) => setTimeZone(String(value))}>
                      {zones.map((zone) => (
                        <SingleSelectOption key={zone} value={zone}>
                          {`UTC${zone}`}
                          {zone === browserOffset() ? ` · ${t('meetings.form.yourZone')}` : ''}
                          {zone === meeting.timeZone ? ` · ${t('meetings.form.memberZone')}` : ''}
                        </SingleSelectOption>
                      ))}
                    </SingleSelect>
                    <Field.Error />
                  </Field.Root>
                </>
              )}
              {kind === 'confirm' && (
                <Typography>
                  {confirmAt
                    ? t('meetings.form.confirmAt', { member: confirmAt.member, yours: inYourZone(confirmAt.at, locale) })
                    : t('meetings.form.confirmNoTime')}
                </Typography>
              )}
              {kind === 'setUrl' && (
                <Field.Root name="url" error={fieldError('url')} required>
                  <Field.Label>{t('meetings.form.url')}</Field.Label>
                  <TextInput
                    type="url"
                    value={text}
                    onChange={(e: { target: { value: string } }) => setText(e.target.value)}
                    placeholder="https://"
                  />
                  <Field.Error />
                </Field.Root>
              )}
              {(kind === 'complete' || kind === 'cancel') && (
                <Field.Root
                  name={kind === 'complete' ? 'result' : 'reason'}
                  error={fieldError(kind === 'complete' ? 'result' : 'reason')}
                  required
                >
                  <Field.Label>{t(kind === 'complete' ? 'meetings.form.result' : 'meetings.form.reason')}</Field.Label>
                  <Textarea value={text} onChange={(e: { target: { value: string } }) => setText(e.target.value)} />
                  <Field.Error />
                </Field.Root>
              )}
            </Flex>
          </Modal.Body>
          <Modal.Footer>
            <Modal.Close>
              <Button variant="tertiary">{t('meetings.close')}</Button>
            </Modal.Close>
            <Button type="submit" loading={busy} variant={kind === 'cancel' ? 'danger' : 'default'}>
              {t(ACTION_LABEL[kind])}
            </Button>
          </Modal.Footer>
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}
