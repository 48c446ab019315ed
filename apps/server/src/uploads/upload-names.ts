/** The names of stored uploads: 32 random hex characters and the detected type's extension. */
export const UPLOAD_NAME = /^[a-f0-9]{32}\.(png|jpg|webp|gif|avif)$/;
/** The names of their variants: `<32 hex>-<width>.<ext>`, crops `<32 hex>-<width>x<height>.<ext>`. */
export const VARIANT_NAME =
  /^[a-f0-9]{32}-[1-9][0-9]{0,3}(x[1-9][0-9]{0,3})?\.(avif|webp|jpg|png)$/;
