import type { InquiryAsset } from '@portal/domain';
import { memberXhr } from './member-xhr';

/**
 * Downloads a private attachment: the route needs the member's headers, so a plain link cannot fetch it; the file
 * arrives as a blob and is saved under its name through a temporary object URL.
 */
export async function downloadAsset(asset: InquiryAsset): Promise<void> {
  const { response } = await memberXhr<Blob>('GET', asset.url, { responseType: 'blob' });
  const url = URL.createObjectURL(response);
  const link = document.createElement('a');
  link.href = url;
  link.download = asset.name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
