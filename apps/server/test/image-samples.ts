/** The smallest byte strings each accepted image type is recognised by (tests only). */
export const IMAGE_SAMPLES = {
  png: Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64)]),
  jpg: Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(64)]),
  gif: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64)]),
  webp: Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0x40, 0, 0, 0]),
    Buffer.from('WEBPVP8 '),
    Buffer.alloc(64),
  ]),
  avif: Buffer.concat([
    Buffer.from([0, 0, 0, 0x1c]),
    Buffer.from('ftypavif'),
    Buffer.alloc(4),
    Buffer.from('avifmif1miaf'),
    Buffer.alloc(64),
  ]),
};
