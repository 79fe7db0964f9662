import { useEffect, useState } from 'react';
import { fetchImage } from './apiClient';

export type AuthImage =
  { state: 'loading'; url: null } | { state: 'failed'; url: null } | { state: 'ready'; url: string };

/**
 * An image of an authenticated route (its URL from `pathOf`) as an object URL an <img> can show:
 * fetched with the session's token header, released when the image changes or the screen closes.
 * Null `path` shows nothing (and loads nothing).
 */
export function useAuthImage(path: string | null): AuthImage | null {
  const [image, setImage] = useState<{ path: string; image: AuthImage } | null>(null);

  useEffect(() => {
    if (path === null) return;
    let url: string | null = null;
    let active = true;
    fetchImage(path).then(
      (blob) => {
        if (!active) return;
        url = URL.createObjectURL(blob);
        setImage({ path, image: { state: 'ready', url } });
      },
      () => {
        if (active) setImage({ path, image: { state: 'failed', url: null } });
      },
    );
    return () => {
      active = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);

  if (path === null) return null;
  return image?.path === path ? image.image : { state: 'loading', url: null };
}
