// The entry module of uploads/: what the composition root and other features use of it.
export {
  makeMissingVariants,
  queueMissingVariants,
  removeAbandonedCopies,
} from './make-missing-variants';
export { MediaDetailsStore } from './media-details-store';
export { registerMediaLibraryRoutes } from './media-library-routes';
export { openUploadStore } from './open-upload-storage';
export { registerUploadFiles, registerUploadRoute } from './upload-routes';
export { UPLOAD_NAME } from './upload-names';
export type { UploadStore } from './upload-store';
export type { VariantManifest } from './variant-manifest';
