import { useCallback, useEffect, useRef, useState } from 'react';
import { PHOTO_SIDES, type PhotoSide } from './verificationForm';

/** A chosen photo and the object URL of its preview. */
export interface ChosenPhoto {
  file: File;
  url: string;
}

/**
 * The ID photos chosen in the form, each with a preview URL that is revoked when the photo is
 * replaced or the form closes, so a few camera shots do not stay in memory.
 */
export function useChosenPhotos() {
  const [photos, setPhotos] = useState<Record<PhotoSide, ChosenPhoto | null>>({ front: null, back: null });
  const urls = useRef<Record<PhotoSide, string | null>>({ front: null, back: null });

  useEffect(
    () => () => {
      for (const side of PHOTO_SIDES) {
        const url = urls.current[side];
        if (url) URL.revokeObjectURL(url);
        urls.current[side] = null;
      }
    },
    [],
  );

  /** Sets (or clears, with null) the photo of one side. */
  const choose = useCallback((side: PhotoSide, file: File | null) => {
    const previous = urls.current[side];
    if (previous) URL.revokeObjectURL(previous);
    const url = file ? URL.createObjectURL(file) : null;
    urls.current[side] = url;
    setPhotos((current) => ({ ...current, [side]: file && url ? { file, url } : null }));
  }, []);

  return { photos, choose };
}
