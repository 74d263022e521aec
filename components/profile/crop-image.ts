import type { PixelCrop } from 'react-image-crop';

/** The cropped avatar: 100×100 px, circular, JPEG. */
const AVATAR_SIZE = 100;
export const AVATAR_FILE_NAME = 'profile.jpg';

/**
 * Draws the selected square of the image (crop in displayed pixels) into a 100×100 circle and
 * exports it as JPEG. JPEG has no transparency, so outside the circle is filled white.
 */
export function cropToCircularJpeg(image: HTMLImageElement, crop: PixelCrop): Promise<Blob> {
  const scaleX = image.naturalWidth / image.width;
  const scaleY = image.naturalHeight / image.height;
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIZE;
  canvas.height = AVATAR_SIZE;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('Canvas is not available'));

  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, AVATAR_SIZE, AVATAR_SIZE);
  context.beginPath();
  context.arc(AVATAR_SIZE / 2, AVATAR_SIZE / 2, AVATAR_SIZE / 2, 0, Math.PI * 2);
  context.closePath();
  context.clip();
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    image,
    crop.x * scaleX,
    crop.y * scaleY,
    crop.width * scaleX,
    crop.height * scaleY,
    0,
    0,
    AVATAR_SIZE,
    AVATAR_SIZE,
  );
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The crop could not be exported'))),
      'image/jpeg',
      0.92,
    );
  });
}
