import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { localeBySegment, type LangSegment } from '@portal/domain';
import { useIsland, type IslandProps } from '../../../lib/island';
import type { Translate } from '../../../lib/messages';
import { RequireMember } from '../../../lib/require-member';
import { goTo } from '../../../lib/site-nav';
import { useLoad } from '../../../lib/use-load';
import { useMenuVisit } from '../../../lib/use-menu-visit';
import { newMeetingForm } from '../api/meetings';
import { newRequestValues } from '../lib/meeting-form';
import { LoadStatus } from '../../../components/load-status';
import { MeetingForm } from './meeting-form';
import './meetings.css';
import './shared.css';

/** The form once the platforms are there; after the success alert it goes back to the meeting list. */
function RequestMeeting({ t, lang }: { t: Translate; lang: LangSegment }) {
  useMenuVisit('MEETING');
  const platforms = useLoad(newMeetingForm);
  const [done, setDone] = useState(false);
  const [defaults] = useState(() => newRequestValues(t('meeting.request.defaultTitle'), localeBySegment(lang)!.siteLang));
  return (
    <div className="meeting-page meeting-page--narrow">
      <h1 className="meeting-page__title">{t('meeting.request.title')}</h1>
      <p className="meeting-page__lead">{t('meeting.request.lead')}</p>
      {platforms.data ? (
        <div className="meeting-page__panel">
          <MeetingForm
            id="meeting-request"
            t={t}
            lang={lang}
            mode="request"
            platforms={platforms.data}
            defaultValues={defaults}
            onSaved={() => setDone(true)}
            onCancel={() => goTo('/meeting')}
          />
        </div>
      ) : (
        <LoadStatus className="meeting-status" t={t} error={platforms.error} retry={platforms.reload} />
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
