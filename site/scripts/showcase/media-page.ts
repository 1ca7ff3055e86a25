/**
 * Script of the media-centre pages (and the VIP one): as the exhibition pages, plus the picture slider of
 * image-slide items. Swiper and its styles are reachable only from here, and load when such an item opens.
 */
import { enableSlides } from './item-dialog';
import { startShowcase } from './showcase-page';

enableSlides(() => import('./slides'));
startShowcase();
