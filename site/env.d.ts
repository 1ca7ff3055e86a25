declare namespace App {
  interface Locals {
    /** The draft an editor previews, set by the CMS on the preview page's request (site/pages/preview.astro). */
    preview?: import('@portal/domain').PreviewDraft;
  }
}
