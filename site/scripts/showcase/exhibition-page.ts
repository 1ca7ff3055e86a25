/** Script of the exhibition pages (and the VIP one): the list and the video modal, no slider. */
import { startShowcase } from './showcase-page';

startShowcase();
