/**
 * The design-publishing index under /kr/pub (accounts-and-frame.md §2.1): the screens it lists, in order, with
 * the live route each one previews. Texts are the pub.page.<name>.* message keys.
 */
import type { MessageKey } from '../../lib/i18n';
import type { Access } from './route-index';

export interface PubPage {
  /** The /kr/pub/<name> segment and the message-key stem. */
  name: string;
  /** The live path after /kr; product is filled in from the side menu. */
  route: string;
  access: Access;
}

export const PUB_PAGES: PubPage[] = [
  { name: 'login', route: '/login', access: 'public' },
  { name: 'resetpassword', route: '/resetpassword', access: 'guard' },
  { name: 'main', route: '/main', access: 'public' },
  { name: 'product', route: '/product', access: 'public' },
  { name: 'mypage', route: '/mypage', access: 'login' },
  { name: 'meeting', route: '/meeting', access: 'login' },
  { name: 'requestmeeting', route: '/requestmeeting', access: 'login' },
  { name: 'qna', route: '/qna', access: 'login' },
  { name: 'exhibition', route: '/exhibition/all', access: 'public' },
  { name: 'mediacenter', route: '/mediacenter/all', access: 'public' },
  { name: 'search', route: '/search', access: 'public' },
  { name: 'unregister', route: '/unregister', access: 'login' },
  { name: 'registrycomplete', route: '/registrycomplete', access: 'guard' },
];

/** The message key of a publishing page's title or description. */
export const pubKey = (name: string, part: 'title' | 'desc') => `pub.page.${name}.${part}` as MessageKey;
