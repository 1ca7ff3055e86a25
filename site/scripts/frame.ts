/**
 * Everything the page frame does in the browser, as one small module loaded by the header: solid header on
 * scroll, search box, language selector, side menu and the legal-text dialogs. No framework.
 */
import { initDialogOpeners } from './dialogs';
import { initSolidHeader } from './header-scroll';
import { initLanguageSelectors } from './language-selector';
import { initLoginTrigger } from './login-trigger';
import { initSearchBox } from './search-box';
import { initSideMenu } from './side-menu';

initSolidHeader();
initSearchBox();
initLanguageSelectors();
initSideMenu();
initDialogOpeners();
initLoginTrigger();
