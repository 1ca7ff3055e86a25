/**
 * The upload plugin makes the site's AVIF/WebP picture copies in place of its own responsive formats
 * (picture-variants.ts, docs/architecture.md#pictures). Always on: the media library's "responsive friendly
 * upload" switch does not turn them off, since pages never link an original photo.
 */
import { pictureVariants, type UploadingFile } from './picture-variants';

type ImageManipulation = Record<string, unknown>;
interface UploadPlugin {
  services: Record<string, unknown>;
}

export default (plugin: UploadPlugin) => {
  const original = plugin.services['image-manipulation'] as ImageManipulation | ((...args: unknown[]) => ImageManipulation);
  // The service is an object in Strapi 5; a factory is kept working in case a version returns to that form.
  const withVariants = (service: ImageManipulation) => ({
    ...service,
    generateResponsiveFormats: (file: UploadingFile) => pictureVariants(file),
  });
  plugin.services['image-manipulation'] =
    typeof original === 'function' ? (...args: unknown[]) => withVariants(original(...args)) : withVariants(original);
  return plugin;
};
