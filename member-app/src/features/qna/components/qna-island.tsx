import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadStatus } from '../../../components/load-status';
import { Tabs } from '../../../components/tabs';
import type { LangSegment } from '@portal/domain';
import { useIsland, type IslandProps } from '../../../lib/island';
import type { Translate } from '../../../lib/messages';
import { RequireMember } from '../../../lib/require-member';
import { useActiveIndex } from '../../../lib/use-active-index';
import { useAreaChanges } from '../../../lib/use-area-changes';
import { useLoad } from '../../../lib/use-load';
import { useMenuVisit } from '../../../lib/use-menu-visit';
import { getQuestionTypes, listInquiries } from '../api/inquiries';
import { InquiryForm } from './inquiry-form';
import { InquiryList } from './inquiry-list';
import './qna.css';

/** The two tabs; ?activeIndex=1 opens the list, and a sent inquiry switches to it. */
function Qna({ t, lang }: { t: Translate; lang: LangSegment }) {
  useMenuVisit('QNA');
  const [tab, select] = useActiveIndex();
  const [notice, setNotice] = useState('');
  const types = useLoad(getQuestionTypes);
  const items = useLoad(listInquiries);
  useAreaChanges('qna', items.reload);
  const form = types.data ? (
    <div className="qna__panel">
      <p className="qna__intro">{t('qna.form.intro')}</p>
      <InquiryForm
        id="qna-new"
        t={t}
        lang={lang}
        types={types.data}
        onSaved={(text) => {
          setNotice(text);
          items.reload();
        }}
      />
    </div>
  ) : (
    <LoadStatus className="qna__status" t={t} error={types.error} retry={types.reload} />
  );
  const list =
    items.data && types.data ? (
      <InquiryList t={t} lang={lang} items={items.data} types={types.data} onChanged={items.reload} />
    ) : (
      <LoadStatus className="qna__status" t={t} error={items.error ?? types.error} retry={items.reload} />
    );
  return (
    <div className="qna">
      <h1 className="qna__title">{t('qna.title')}</h1>
      <Tabs
        id="qna"
        label={t('qna.title')}
        tabs={[t('qna.tab.form'), t('qna.tab.list')]}
        selected={tab}
        onSelect={select}
        panels={[form, list]}
      />
      <ConfirmDialog
        open={notice !== ''}
        message={notice}
        confirmLabel={t('qna.action.ok')}
        onConfirm={() => {
          setNotice('');
          select(1);
        }}
      />
    </div>
  );
}

/** The inquiry page, /{lang}/qna (docs/product/inquiries.md#screens): login required; the form and the list tabs (activeIndex). */
export function QnaIsland({ lang, messages }: IslandProps) {
  const t = useIsland(lang, messages);
  return (
    <RequireMember t={t}>
      <Qna t={t} lang={lang} />
    </RequireMember>
  );
}
