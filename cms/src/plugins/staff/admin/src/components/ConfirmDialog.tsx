import { Box, Button, Dialog, Typography } from '@strapi/design-system';
import { useState, type ReactNode } from 'react';
import { useT } from '../i18n';

interface Props {
  title: string;
  /** What the action will do, in the staff member's words. */
  children: ReactNode;
  confirm: string;
  variant?: 'default' | 'danger';
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** Asks before a consequential action (one that lists or unlists a domain, which decides future auto-approval). */
export function ConfirmDialog({ title, children, confirm, variant = 'default', onConfirm, onClose }: Props) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content>
        <Dialog.Header>{title}</Dialog.Header>
        <Dialog.Body>
          <Typography tag="div" textAlign="center">
            {children}
          </Typography>
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
                await onConfirm().finally(() => setBusy(false));
                onClose();
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
