import type { ResponsiveImage } from '../../blog/responsive-image';

export interface ResponsivePictureProps {
  image: ResponsiveImage;
  /** The width the image takes at each viewport (`sizes`). */
  sizes: string;
  alt: string;
  /** The page's largest paint: loaded at once and first; otherwise lazily. */
  priority?: boolean;
  /** Classes of the `<img>` (its box; the `<picture>` adds none). */
  className?: string;
}

/**
 * `<picture>` with one `<source>` per modern type and an `<img>` fallback of explicit width and
 * height, so the space is kept before the file arrives (no layout shift).
 */
export function ResponsivePicture({
  image,
  sizes,
  alt,
  priority = false,
  className,
}: ResponsivePictureProps) {
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.srcSet ? sizes : undefined}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? undefined : 'async'}
        className={className}
      />
    </picture>
  );
}
