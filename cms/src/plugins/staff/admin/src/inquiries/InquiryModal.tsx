import { useNotification } from '@strapi/strapi/admin';
import {
  Box,
  Button,
  Field,
  Flex,
  Link,
  Loader,
  Modal,
  SingleSelect,
  SingleSelectOption,
  Textarea,
  TextButton,
  Typography,
} from '@strapi/design-system';
import { Download } from '@strapi/icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../i18n';
import { inYourZone } from '../format';
import { useStaffApi, type FieldErrors, type StaffReply } from '../staff-api';
import { StatusBadge } from './StatusBadge';
import type { DeskFile, DeskInquiryDetail, DeskNote, DeskStaff } from './types';

/** The limits members' uploads have, shown before sending; the server checks them again, by content. */
const MAX_FILES = 5;
const MAX_BYTES = 10_485_760;

const sizeText = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function Files({ files, onDownload }: { files: DeskFile[]; onDownload: (f: DeskFile) => void }) {
  const t = useT();
  if (!files.length) return null;
  return (
    <Flex direction="column" alignItems="flex-start" gap={1} paddingTop={2}>
      {files.map((f) => (
        <TextButton key={f.uuid} startIcon={<Download />} onClick={() => onDownload(f)}>
          {t('inquiries.file.download', { name: f.name, size: sizeText(f.size) })}
        </TextButton>
      ))}
    </Flex>
  );
}

function Section({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box paddingBottom={4}>
      <Typography variant="sigma" textColor="neutral600" tag="h3">
        {label}
      </Typography>
      <Box paddingTop={1}>{children}</Box>
    </Box>
  );
}

const Text = ({ children }: { children: string }) => (
  <Typography tag="p" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
    {children}
  </Typography>
);

/** The notes and follow-ups, oldest first: which kind, who, when (with the zone), and the text. */
function Notes({ notes }: { notes: DeskNote[] }) {
  const t = useT();
  const { locale } = useIntl();
  if (!notes.length) return <Typography textColor="neutral600">{t('inquiries.notes.empty')}</Typography>;
  return (
    <Flex tag="ol" direction="column" alignItems="stretch" gap={2} style={{ listStyle: 'none', padding: 0 }}>
      {notes.map((n, i) => (
        <Box tag="li" key={i} padding={3} hasRadius background={n.kind === 'NOTE' ? 'warning100' : 'primary100'}>
          <Typography variant="pi" fontWeight="bold" textColor="neutral800">
            {t(`inquiries.notes.${n.kind}`, { author: n.author || '—', date: inYourZone(n.at, locale) })}
          </Typography>
          <Text>{n.content}</Text>
        </Box>
      ))}
    </Flex>
  );
}

interface ModalProps {
  pk: number;
  /** Who may own an inquiry, as the desk's list gave them. */
  staff: DeskStaff[];
  onClose: () => void;
  /** After an answer, a note or a new owner: the list reloads. */
  onChanged: () => void;
}

/**
 * One inquiry: its owner, the question with its files, either the answer (given once) or the form to give it
 * (text, link and files, sent as one multipart call), and the notes: internal ones, and follow-ups to the answer
 * that the member reads and is notified of.
 */
export function InquiryModal({ pk, staff, onClose, onChanged }: ModalProps) {
  const t = useT();
  const { locale } = useIntl();
  const api = useStaffApi();
  const { toggleNotification } = useNotification();
  const [item, setItem] = useState<DeskInquiryDetail | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [content, setContent] = useState('');
  const [url, setUrl] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState('');
  const picker = useRef<HTMLInputElement>(null);

  const load = useCallback(async () => {
    const reply = await api.call('inquiryDetail', { params: { id: pk } });
    if (reply.data) setItem(reply.data);
    else setErrors(reply.errors);
  }, [api, pk]);
  useEffect(() => void load(), [load]);

  const download = async (f: DeskFile) => {
    const reply = await api.download('assetStaffFile', { params: { uuid: f.uuid } }, f.name);
    if (reply.errors) toggleNotification({ type: 'danger', message: t('inquiries.error.download') });
  };

  /** After a change: the refusal under its fields, or the success message and the inquiry read again. */
  const settle = async (reply: StaffReply<unknown>, success: string, fieldOf: (field: string) => string = (f) => f) => {
    if (reply.errors) return setErrors(Object.fromEntries(Object.entries(reply.errors).map(([f, m]) => [fieldOf(f), m])));
    toggleNotification({ type: 'success', message: success });
    setErrors({});
    await load();
    onChanged();
  };

  const addFiles = (list: FileList | null) => {
    const added = [...files, ...Array.from(list ?? [])];
    if (picker.current) picker.current.value = '';
    if (added.length > MAX_FILES) return setErrors({ files: [t('inquiries.answer.tooMany', { count: MAX_FILES })] });
    const big = added.find((f) => f.size > MAX_BYTES);
    if (big) return setErrors({ files: [t('inquiries.answer.tooBig', { name: big.name })] });
    setErrors({});
    setFiles(added);
  };

  const send = async () => {
    const form = new FormData();
    form.append('content', content);
    form.append('url', url);
    for (const f of files) form.append('files', f, f.name);
    setSending(true);
    await settle(await api.call('inquiryAnswer', { params: { id: pk }, body: form }), t('inquiries.answer.sent'));
    setSending(false);
  };

  const assign = async (value: string) =>
    settle(
      await api.call('inquiryAssign', { params: { id: pk }, body: { assignee: value === 'none' ? null : Number(value) } }),
      t('inquiries.assign.saved'),
    );

  /** An internal note (`notes`) or a follow-up to the answer (`follow-ups`), from the same text field. */
  const addNote = async (kind: 'notes' | 'follow-ups') => {
    setSending(true);
    const reply = await api.call(kind === 'notes' ? 'inquiryNote' : 'inquiryFollowUp', { params: { id: pk }, body: { content: note } });
    if (!reply.errors) setNote('');
    // The note's text field is `content` to the route and `note` on this form (the answer has its own `content`).
    await settle(reply, t(kind === 'notes' ? 'inquiries.notes.added' : 'inquiries.notes.sent'), (f) => (f === 'content' ? 'note' : f));
    setSending(false);
  };

  const when = (iso: string) => inYourZone(iso, locale);
  const general = [...(errors._ ?? []), ...(errors.pk ?? [])];

  return (
    <Modal.Root open onOpenChange={(open: boolean) => !open && onClose()}>
      <Modal.Content>
        <Modal.Header>
          <Modal.Title>{item ? item.title : t('inquiries.title')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {!item && !general.length ? <Loader small /> : null}
          {item ? (
            <>
              <Flex gap={2} wrap="wrap" paddingBottom={4}>
                <StatusBadge status={item.status} />
                <Typography textColor="neutral600">
                  {t('inquiries.detail.meta', { type: item.type.name, date: when(item.receivedAt), lang: item.siteLang ?? '—' })}
                </Typography>
              </Flex>
              <Box paddingBottom={4} maxWidth="320px">
                <Field.Root name="assignee" error={errors.assignee?.join(' ')}>
                  <Field.Label>{t('inquiries.filter.assignee')}</Field.Label>
                  <SingleSelect
                    value={item.assignee ? String(item.assignee.id) : 'none'}
                    onChange={(v: string | number) => void assign(String(v))}
                  >
                    <SingleSelectOption value="none">{t('inquiries.filter.nobody')}</SingleSelectOption>
                    {item.assignee && !staff.some((s) => s.id === item.assignee!.id) ? (
                      <SingleSelectOption value={String(item.assignee.id)}>{item.assignee.name}</SingleSelectOption>
                    ) : null}
                    {staff.map((s) => (
                      <SingleSelectOption key={s.id} value={String(s.id)}>
                        {s.name}
                      </SingleSelectOption>
                    ))}
                  </SingleSelect>
                  <Field.Error />
                </Field.Root>
              </Box>
              <Section label={t('inquiries.detail.member')}>
                <Typography tag="p">{[item.member?.name, item.member?.email].filter(Boolean).join(' · ') || '—'}</Typography>
                <Typography tag="p" textColor="neutral600">
                  {[item.company, item.member?.department, item.member?.position].filter(Boolean).join(' · ')}
                </Typography>
              </Section>
              <Section label={t('inquiries.detail.question')}>
                <Text>{item.content}</Text>
                {item.url ? (
                  <Link href={item.url} isExternal>
                    {item.url}
                  </Link>
                ) : null}
                <Files files={item.questionFiles} onDownload={download} />
              </Section>
              {item.answer ? (
                <Section label={t('inquiries.detail.answer', { date: item.answeredAt ? when(item.answeredAt) : '' })}>
                  <Text>{item.answer.content}</Text>
                  {item.answer.url ? (
                    <Link href={item.answer.url} isExternal>
                      {item.answer.url}
                    </Link>
                  ) : null}
                  <Files files={item.answer.files} onDownload={download} />
                </Section>
              ) : (
                <Box>
                  <Field.Root name="content" error={errors.content?.join(' ')} required>
                    <Field.Label>{t('inquiries.answer.content')}</Field.Label>
                    <Textarea value={content} onChange={(e: React.ChangeEvent<HTMLTextAreaElement>) => setContent(e.target.value)} />
                    <Field.Error />
                  </Field.Root>
                  <Box paddingTop={4}>
                    <Field.Root name="url" error={errors.url?.join(' ')} hint={t('inquiries.answer.urlHint')}>
                      <Field.Label>{t('inquiries.answer.url')}</Field.Label>
                      <Field.Input type="url" value={url} onChange={(e: React.ChangeEvent<HTMLInputElement>) => setUrl(e.target.value)} />
                      <Field.Hint />
                      <Field.Error />
                    </Field.Root>
                  </Box>
                  <Box paddingTop={4}>
                    <Field.Root name="files" error={errors.files?.join(' ')} hint={t('inquiries.answer.filesHint', { count: MAX_FILES })}>
                      <Field.Label>{t('inquiries.answer.files')}</Field.Label>
                      <input
                        ref={picker}
                        id="answer-files"
                        type="file"
                        multiple
                        aria-label={t('inquiries.answer.files')}
                        onChange={(e) => addFiles(e.target.files)}
                      />
                      <Field.Hint />
                      <Field.Error />
                    </Field.Root>
                    {files.map((f) => (
                      <Flex key={`${f.name}-${f.size}`} gap={2} paddingTop={1}>
                        <Typography>{`${f.name} (${sizeText(f.size)})`}</Typography>
                        <TextButton onClick={() => setFiles(files.filter((x) => x !== f))}>{t('inquiries.answer.remove')}</TextButton>
                      </Flex>
                    ))}
                  </Box>
                </Box>
              )}
              <Box paddingTop={4}>
                <Section label={t('inquiries.notes.title')}>
                  <Notes notes={item.notes} />
                  <Box paddingTop={3}>
                    <Field.Root name="note" error={errors.note?.join(' ')} hint={t('inquiries.notes.hint')}>
                      <Field.Label>{t('inquiries.notes.content')}</Field.Label>
                      <Textarea value={note} onChange={(e: React.ChangeEvent<HTMLTextAreaElement>) => setNote(e.target.value)} />
                      <Field.Hint />
                      <Field.Error />
                    </Field.Root>
                    <Flex gap={2} paddingTop={2} wrap="wrap">
                      <Button variant="secondary" onClick={() => void addNote('notes')} disabled={sending}>
                        {t('inquiries.notes.add')}
                      </Button>
                      {item.answer ? (
                        <Button variant="secondary" onClick={() => void addNote('follow-ups')} disabled={sending}>
                          {t('inquiries.notes.followUp')}
                        </Button>
                      ) : null}
                    </Flex>
                  </Box>
                </Section>
              </Box>
            </>
          ) : null}
          {general.length ? (
            <Box paddingTop={4}>
              <Typography textColor="danger600" role="alert">
                {general.join(' ')}
              </Typography>
            </Box>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Modal.Close>
            <Button variant="tertiary">{t('inquiries.close')}</Button>
          </Modal.Close>
          {item && !item.answer ? (
            <Button onClick={send} loading={sending}>
              {t('inquiries.answer.send')}
            </Button>
          ) : null}
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}
