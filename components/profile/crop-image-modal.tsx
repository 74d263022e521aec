'use client';

import { useRef, useState, type SyntheticEvent } from 'react';
import ReactCrop, { type Crop, type PixelCrop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';

import { cropToCircularJpeg } from '@/components/profile/crop-image';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { notify } from '@/components/ui/notify';

/** A square selection, first 100 by 100 at 50,50. */
const INITIAL_CROP: PixelCrop = { unit: 'px', x: 50, y: 50, width: 100, height: 100 };

type CropImageModalProps = {
  /** The picked image (an object URL); the modal is open while there is one. */
  source: string | null;
  onCancel: () => void;
  onCropped: (avatar: Blob) => void;
};

/** "Crop Profile Image": choose a square of the picked photo; exported as a round 100×100 JPEG. */
export function CropImageModal({ source, onCancel, onCropped }: CropImageModalProps) {
  const image = useRef<HTMLImageElement>(null);
  const [crop, setCrop] = useState<Crop>(INITIAL_CROP);
  const [pixels, setPixels] = useState<PixelCrop>(INITIAL_CROP);
  const [busy, setBusy] = useState(false);

  // Keep the initial square inside images smaller than 150 px.
  const onLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    const { width, height } = event.currentTarget;
    const size = Math.min(100, width, height);
    const first: PixelCrop = {
      unit: 'px',
      x: Math.min(50, width - size),
      y: Math.min(50, height - size),
      width: size,
      height: size,
    };
    setCrop(first);
    setPixels(first);
  };

  const save = async () => {
    if (!image.current || pixels.width === 0 || pixels.height === 0) return;
    setBusy(true);
    try {
      onCropped(await cropToCircularJpeg(image.current, pixels));
    } catch {
      notify.error('Something went wrong');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={!!source}
      onClose={onCancel}
      title="Crop Profile Image"
      size="md"
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={save} disabled={busy || pixels.width === 0}>
            Crop &amp; Save
          </Button>
        </>
      }
    >
      {source ? (
        <div className="flex justify-center bg-slate-100 p-2">
          <ReactCrop
            crop={crop}
            aspect={1}
            circularCrop
            keepSelection
            minWidth={20}
            onChange={(next) => setCrop(next)}
            onComplete={(next) => setPixels(next)}
          >
            {/* A local object URL, cropped on a canvas: next/image does not apply. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              ref={image}
              src={source}
              alt="Photo to crop"
              onLoad={onLoad}
              className="max-h-[60vh] max-w-full"
            />
          </ReactCrop>
        </div>
      ) : null}
    </Modal>
  );
}
