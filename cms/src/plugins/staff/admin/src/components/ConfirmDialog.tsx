import { Box, Button, Dialog, Typography } from '@strapi/design-system';
import { useState, type ReactNode } from 'react';
import { useT } from '../i18n';

interface Props {
  title: string;
  /** What the action will do, in the staff member's words (centred), or a form the action needs (a reason). */
  children: ReactNode;
  confirm: string;
  variant?: 'default' | 'danger';
  /** The action; resolving `false` keeps the dialog open (a refused field shows under it). */
  onConfirm: () => Promise<unknown>;
  /** Closed: after the action (true), or cancelled (false). */
  onClose: (confirmed: boolean) => void;
}

/**
 * The workspace's one confirmation dialog: asks before a consequential action (one that lists or unlists a domain,
 * which decides future auto-approval; a rejection, with its reason).
 */
export function ConfirmDialog({ title, children, confirm, variant = 'default', onConfirm, onClose }: Props) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose(false)}>
      <Dialog.Content>
        <Dialog.Header>{title}</Dialog.Header>
        <Dialog.Body>
          {typeof children === 'string' ? (
            <Typography tag="div" textAlign="center">
              {children}
            </Typography>
          ) : (
            children
          )}
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Cancel>
            <Button variant="tertiary">{t('members.cancel')}</Button>
          </Dialog.Cancel>
          <Box>
            <Button
              variant={variant}
              loading={busy}
              onClick={async () => {
                setBusy(true);
                const done = await onConfirm().finally(() => setBusy(false));
                if (done !== false) onClose(true);
              }}
            >
              {confirm}
            </Button>
          </Box>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
