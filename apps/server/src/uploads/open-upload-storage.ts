import type { AppConfig } from '../config';
import { LocalStorage } from './local-storage';
import { UploadStore } from './upload-store';
import type { UploadStorage } from './upload-storage';

/**
 * The storage `UPLOAD_STORAGE` names: the folder `UPLOAD_DIR`, or the S3 bucket (its client is
 * loaded only then, so the local mode never loads the AWS SDK).
 */
export async function openUploadStorage(config: AppConfig): Promise<UploadStorage> {
  const { s3 } = config.uploadStorage;
  if (config.uploadStorage.kind === 'local') return new LocalStorage(config.uploadDir);
  const { S3Storage } = await import('./s3-storage');
  return S3Storage.open({ ...s3, bucket: s3.bucket! });
}

/** The upload store of the server and the `images` command, its folder prepared. */
export async function openUploadStore(
  config: AppConfig,
  onFailure?: (name: string, error: unknown) => void,
) {
  const storage = await openUploadStorage(config);
  const uploads = new UploadStore(
    storage,
    config.uploadDir,
    config.uploadVariantQueueMax,
    onFailure,
  );
  await uploads.prepare();
  return uploads;
}
