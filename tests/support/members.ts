/** Creates real members through the API, as a person would: register, open the mailed link, sign in. */
import { api, type SiteLang } from './api';
import { latestMail, linkIn } from './outbox';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A listed, approved partner and one of its domains. */
export async function listedPartner() {
  const res = await api('/api/partner/list');
  const partner = res.body.data.items[0];
  return { pk: partner.pk as number, domain: partner.domains[0].domain as string };
}

/** A valid registration body for a listed partner; override any field. */
export async function registration(overrides: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const partner = await listedPartner();
  const id = unique();
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return {
    type: 'GENERAL',
    lastName: 'Kim',
    firstName: 'Minjun',
    partnerPk: partner.pk,
    email: `m.${id}@${partner.domain}`,
    password: 'secret!pass1',
    passwordConfirmation: 'secret!pass1',
    mobileCountryPk: 410,
    mobileNum: `010-${digits.slice(0, 4)}-${digits.slice(4)}`,
    siteLang: 'ENG',
    productCategories: [1, 9],
    agreementTermsOfService: true,
    agreementPrivacyPolicy: true,
    agreementMarketing: false,
    ...overrides,
  };
}

/** A fake client address per test, honoured because the test server trusts one proxy hop of X-Forwarded-For. */
export const fromAddress = () => ({
  'X-Forwarded-For': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
});

export interface Member {
  email: string;
  password: string;
  accessToken: string;
  sessionToken: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** Registers a GENERAL member, verifies the e-mail through the mailed link and signs in. */
export async function activeMember(overrides: Record<string, unknown> = {}, lang: SiteLang = 'ENG'): Promise<Member> {
  const body = await registration(overrides);
  const headers = fromAddress();
  const up = await api('/api/sign/up', { body, lang, headers });
  if (up.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(up.body)}`);
  const link = linkIn(await latestMail(body.email as string), '/registrycomplete');
  const check = await api('/api/sign/check-auth-email', {
    body: { uuid: link.searchParams.get('uuid'), type: link.searchParams.get('type') },
  });
  if (check.status !== 200) throw new Error(`verification failed: ${JSON.stringify(check.body)}`);
  const signIn = await api('/api/sign/in', { body: { email: body.email, password: body.password }, lang, headers });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(signIn.body)}`);
  const { accessToken, sessionToken } = signIn.body.data;
  return {
    email: body.email as string,
    password: body.password as string,
    accessToken,
    sessionToken,
    headers: { 'X-ACCESS-TOKEN': accessToken, 'X-SESSION-TOKEN': sessionToken, ...headers },
    body,
  };
}
