import type {
  UploadVariant,
  UploadVariants,
  VariantType,
} from '@vitrine/contract/integrations/upload-variants';
import type { ImageVariant, VariantFormat, VariantManifest } from './variant-manifest';

const TYPES: Record<VariantFormat, VariantType> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

const view = (variant: ImageVariant): UploadVariant => ({
  url: `/uploads/${variant.name}`,
  type: TYPES[variant.format],
  width: variant.width,
  height: variant.height,
});

/** A manifest as the public sees it: addresses and types, not file names and formats. */
export function publicVariants(manifest: VariantManifest): UploadVariants {
  return {
    url: `/uploads/${manifest.name}`,
    width: manifest.width,
    height: manifest.height,
    variants: manifest.variants.filter((variant) => !variant.cover).map(view),
    cover: manifest.variants.filter((variant) => variant.cover).map(view),
  };
}
