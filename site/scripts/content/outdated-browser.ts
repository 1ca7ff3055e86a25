/**
 * The outdated-browser notice's 'remind me later' flag. The check in every page's head
 * (site/components/frame/OutdatedCheck.astro) sends old browsers to /{lang}/outdated unless it is set and younger
 * than a week.
 */

/** localStorage key: the time (ms since epoch) a visitor chose 'remind me later'. */
export const OUTDATED_REMIND_KEY = 'portal.outdatedBrowser.remindAt';

/** How long 'remind me later' silences the notice: one week. */
export const OUTDATED_REMIND_FOR_MS = 7 * 24 * 60 * 60 * 1000;
