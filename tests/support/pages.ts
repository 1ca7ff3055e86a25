/** The static routes of the foundation, per language, as the browser tests visit them. */
import en from '@locales/en.json';
import kr from '@locales/kr.json';
import ch from '@locales/ch.json';
import jp from '@locales/jp.json';

export const LANGS = [
  { segment: 'en', htmlLang: 'en', messages: en as Record<string, string> },
  { segment: 'kr', htmlLang: 'ko', messages: kr as Record<string, string> },
  { segment: 'ch', htmlLang: 'zh', messages: ch as Record<string, string> },
  { segment: 'jp', htmlLang: 'ja', messages: jp as Record<string, string> },
] as const;

/** Routes under /{lang} that every locale builds (the product list is found from the side menu). */
export const STATIC_ROUTES = [
  '',
  '/intro',
  '/main',
  '/about',
  '/presskit',
  '/error404',
  '/error500',
  '/errorcert',
  '/approvalpending',
  '/outdated',
  '/styleguide',
  '/Link',
  '/exhibition/all',
  '/mediacenter/all',
  '/vip-exhibition',
  '/vip-mediacenter',
  '/terms',
  '/privacy',
  '/marketing',
  '/search',
  '/login',
  '/findpassword',
  '/mypage',
  '/virtualshowroom',
  '/virtualshowroom/lobby',
  '/virtualshowroom/mTo',
  '/virtualshowroom/mHi',
  '/virtualshowroom/mPop',
  '/virtualshowroom/m2go',
  '/virtualshowroom/mobisVision',
  '/virtualshowroom/mobisNow',
  '/virtualshowroom/techGallery',
  '/virtualshowroom/products',
  '/qna',
  '/meeting',
  '/requestmeeting',
];

/** Characters that only Korean, Chinese or Japanese text has: a localized page shows some of them. */
export const SCRIPT_OF: Record<string, RegExp> = {
  en: /[A-Za-z]/,
  kr: /[\uac00-\ud7af]/,
  ch: /[\u4e00-\u9fff]/,
  jp: /[\u3040-\u30ff]/,
};
