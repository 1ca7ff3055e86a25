import { CALLS, type CallReply, type InquiryAsset } from '@portal/domain';
import { memberXhr } from './member-xhr';

/** POST /api/asset-front/new with one file (target QNA), reporting its upload progress from 0 to 1. */
export async function uploadFile(file: File, onProgress: (fraction: number) => void): Promise<InquiryAsset> {
  const body = new FormData();
  body.append('target', 'QNA');
  body.append('files', file, file.name);
  const { response } = await memberXhr<{ data: CallReply<'assetUpload'> }>('POST', CALLS.assetUpload.path, {
    body,
    onUploadProgress: onProgress,
  });
  return response.data.assets[0];
}
