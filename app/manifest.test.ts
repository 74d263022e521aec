import path from 'node:path';

import sharp from 'sharp';

import manifest from './manifest';

it('offers 192 and 512 px PNG icons, plain and maskable, whose files have those sizes', async () => {
  const icons = manifest().icons ?? [];
  for (const purpose of ['any', 'maskable']) {
    for (const size of [192, 512]) {
      const icon = icons.find((i) => i.sizes === `${size}x${size}` && i.purpose === purpose);
      expect(icon).toMatchObject({ type: 'image/png' });
      const meta = await sharp(path.join(process.cwd(), 'public', icon!.src)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
    }
  }
});
