/**
 * The design-publishing index under /kr/pub (docs/product/frame.md#routes): the screens it lists, in order, with
 * the live route each one previews. Texts are the pub.page.<name>.* message keys.
 */
import { routeLink, type RouteName } from '@portal/domain';
import type { MessageKey } from '../../lib/i18n';
import type { Access } from './route-index';

export interface PubPage {
  /** The /kr/pub/<name> segment, the message-key stem and the route's name in the manifest (PAGE_ROUTES). */
  name: string;
  /** The live path after /kr; product is filled in from the side menu. */
  route: string;
  access: Access;
}

const NAMES: (RouteName | 'product')[] = [
  'login',
  'resetpassword',
  'main',
  'product',
  'mypage',
  'meeting',
  'requestmeeting',
  'qna',
  'exhibition',
  'mediacenter',
  'search',
  'unregister',
  'registrycomplete',
];

/** The screens in order, with their live route and its access from the route manifest. */
export const PUB_PAGES: PubPage[] = NAMES.map((name) => {
  if (name === 'product') return { name, route: '/product', access: 'public' };
  const { path, route } = routeLink(name);
  return { name, route: path, access: route.access };
});

/** The message key of a publishing page's title or description. */
export const pubKey = (name: string, part: 'title' | 'desc') => `pub.page.${name}.${part}` as MessageKey;
