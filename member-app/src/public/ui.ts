// The page language, the login prompt and the login page's view.
export { $lang, promptLogin, $authView } from '../stores/ui';
