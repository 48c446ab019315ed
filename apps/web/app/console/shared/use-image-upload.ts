import { useState } from 'react';
import type { ApiClient } from '@vitrine/contract/client/create-api-client';
import { apiFailure } from './api-failure';

/** What the upload endpoint takes (PNG, JPEG, WebP, GIF, AVIF). */
export const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif,image/avif';

/** Sends an image to `Core.UploadFile`; resolves to its address, or keeps the server's reason. */
export function useImageUpload(client: ApiClient) {
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string>();

  const upload = async (file: File): Promise<string | undefined> => {
    setUploading(true);
    setFailure(undefined);
    try {
      const { file_url: url } = await client.integrations.Core.UploadFile({ file });
      return url;
    } catch (error) {
      setFailure(apiFailure(error).message);
      return undefined;
    } finally {
      setUploading(false);
    }
  };

  return { upload, uploading, failure, clearFailure: () => setFailure(undefined) };
}
