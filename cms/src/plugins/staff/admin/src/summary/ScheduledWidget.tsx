import { Widget } from '@strapi/strapi/admin';
import { Flex, Link, Typography } from '@strapi/design-system';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { StaffCallReply } from '@portal/domain';
import { useT, type MessageKey } from '../i18n';
import { useStaffApi } from '../staff-api';

type Item = StaffCallReply<'scheduled'>['items'][number];

const TYPES: Record<string, MessageKey> = {
  'api::exhibition.exhibition': 'widget.scheduled.exhibition',
  'api::media-news.media-news': 'widget.scheduled.media',
  'api::key-visual.key-visual': 'widget.scheduled.banner',
  'api::product.product': 'widget.scheduled.product',
  'api::legal-text.legal-text': 'widget.scheduled.legal',
};

/**
 * The admin home's "Scheduled": what goes live or comes off next, soonest first, each a link to its form
 * (server/scheduled.ts; docs/editors.md#schedule-an-exhibition).
 */
export function ScheduledWidget() {
  const t = useT();
  const { formatDate } = useIntl();
  const api = useStaffApi();
  const [items, setItems] = useState<Item[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void api.call('scheduled').then((reply) => (reply.data ? setItems(reply.data.items) : setFailed(true)));
  }, [api]);
  if (failed) return <Widget.Error />;
  if (!items) return <Widget.Loading />;
  if (items.length === 0) return <Widget.NoData>{t('widget.scheduled.none')}</Widget.NoData>;
  return (
    <Flex direction="column" alignItems="stretch" gap={3} tag="ul">
      {items.map((item) => (
        <Flex key={`${item.uid}${item.documentId}${item.action}`} direction="column" alignItems="stretch" tag="li">
          <Typography variant="pi" textColor="neutral600">
            {formatDate(item.at, { dateStyle: 'medium', timeStyle: 'short' })} ·{' '}
            {t(item.action === 'publish' ? 'widget.scheduled.publish' : 'widget.scheduled.unpublish')} · {t(TYPES[item.uid])}
          </Typography>
          <Link href={`/admin/content-manager/collection-types/${item.uid}/${item.documentId}`}>{item.title || item.documentId}</Link>
        </Flex>
      ))}
    </Flex>
  );
}
