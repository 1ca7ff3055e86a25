import { type AccountShowReply, formatCompanyName, formatName, localeBySegment, type LangSegment } from '@portal/domain';
import { loadCountries } from '../../../lib/country-list';
import { failureMessage } from '../../../lib/failure-message';
import { loadInterestGroups } from '../../../lib/interest-groups';
import type { Translate } from '../../../lib/messages';
import { sitePath } from '../../../lib/site-nav';
import { useLoad } from '../../../lib/use-load';
import { fetchAccount } from '../api/get-account';
import { AccountEditForm } from './account-edit-form';
import { toEditValues } from './account-edit-model';

/** The member's summary: greeting, company, name, e-mail, and the ways to change the password or withdraw. */
function AccountSummary({ t, lang, account }: { t: Translate; lang: LangSegment; account: AccountShowReply }) {
  const locale = localeBySegment(lang)!;
  const name = formatName(account.user, locale);
  const rows: [string, string][] = [
    [t('account.partner'), account.partner ? formatCompanyName(account.partner, locale) : ''],
    [t('account.name'), name],
    [t('account.email'), account.user.email],
  ];
  return (
    <section className="account-summary" aria-labelledby="account-greeting">
      <h2 id="account-greeting" className="account__heading">
        {t('account.greeting', { name })}
      </h2>
      <dl className="account-summary__facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="account-summary__actions">
        <a className="btn btn--ghost" href={sitePath('/resetpassworduser')}>
          {t('account.changePassword')}
        </a>
        <a className="account-summary__withdraw" href={sitePath('/unregister')}>
          {t('account.withdraw')}
        </a>
      </div>
    </section>
  );
}

/** The information tab of my page (docs/product/accounts.md#my-page): the summary and the edit form, once the data and the lists are in. */
export function AccountInformation({ t, lang }: { t: Translate; lang: LangSegment }) {
  const loaded = useLoad(() => Promise.all([fetchAccount(), loadCountries(), loadInterestGroups()]));
  if (loaded.loading && !loaded.data) {
    return (
      <p className="account__status" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (!loaded.data) {
    return (
      <div className="account__status" role="alert">
        <p>{failureMessage(loaded.error, t)}</p>
        <button type="button" className="btn" onClick={loaded.reload}>
          {t('account.retry')}
        </button>
      </div>
    );
  }
  const [account, countries, interests] = loaded.data;
  return (
    <div className="account-information">
      <AccountSummary t={t} lang={lang} account={account} />
      <AccountEditForm t={t} initial={toEditValues(account)} countries={countries} interests={interests} />
    </div>
  );
}
