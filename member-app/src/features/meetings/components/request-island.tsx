import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { localeBySegment, type LangSegment } from '@portal/domain';
import { useIsland, type IslandProps } from '../../../lib/island';
import type { Translate } from '../../../lib/messages';
import { RequireMember } from '../../../lib/require-member';
import { goTo, queryParam } from '../../../lib/site-nav';
import { useLoad } from '../../../lib/use-load';
import { useMenuVisit } from '../../../lib/use-menu-visit';
import { newMeetingForm, productArea } from '../api/meetings';
import { newRequestValues, productFromAddress } from '../lib/meeting-form';
import { LoadStatus } from '../../../components/load-status';
import { MeetingForm } from './meeting-form';
import './meetings.css';
import './shared.css';

/** The form once the platforms are there; after the success alert it goes back to the meeting list. */
function RequestMeeting({ t, lang }: { t: Translate; lang: LangSegment }) {
  useMenuVisit('MEETING');
  const platforms = useLoad(newMeetingForm);
  // A request about one product (the product detail's link): its category, sub-category and model preselected.
  const about = useLoad(() => {
    const pk = productFromAddress(queryParam('product'));
    return pk ? productArea(pk) : Promise.resolve(null);
  });
  const [done, setDone] = useState(false);
  const defaults = useMemo(
    () => ({ ...newRequestValues(t('meeting.request.defaultTitle'), localeBySegment(lang)!.siteLang), ...about.data }),
    [t, lang, about.data],
  );
  const ready = platforms.data && !about.loading;
  return (
    <div className="meeting-page meeting-page--narrow">
      <h1 className="meeting-page__title">{t('meeting.request.title')}</h1>
      <p className="meeting-page__lead">{t('meeting.request.lead')}</p>
      {about.data && <p className="meeting-page__about">{t('meeting.request.aboutProduct', { model: about.data.model })}</p>}
      {ready ? (
        <div className="meeting-page__panel">
          <MeetingForm
            id="meeting-request"
            t={t}
            lang={lang}
            mode="request"
            platforms={platforms.data!}
            defaultValues={defaults}
            onSaved={() => setDone(true)}
            onCancel={() => goTo('/meeting')}
          />
        </div>
      ) : (
        <LoadStatus
          className="meeting-status"
          t={t}
          error={platforms.error ?? about.error}
          retry={() => (platforms.error ? platforms.reload() : about.reload())}
        />
      )}
      <ConfirmDialog
        open={done}
        message={t('meeting.alert.requested')}
        confirmLabel={t('meeting.action.ok')}
        onConfirm={() => goTo('/meeting')}
      />
    </div>
  );
}

/** The meeting request page, /{lang}/requestmeeting (docs/meetings.md#screens): login required. */
export function RequestIsland({ lang, messages }: IslandProps) {
  const t = useIsland(lang, messages);
  return (
    <RequireMember t={t}>
      <RequestMeeting t={t} lang={lang} />
    </RequireMember>
  );
}
