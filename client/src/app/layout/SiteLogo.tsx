import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { store } from '../store';

/** The built-in mark, shown until the site config names a logo or when that logo fails to load. */
const BUILT_IN_LOGO = '/favicon.svg';

/** The site logo from the site config. */
export function SiteLogo({ size = 32 }: { size?: number }) {
  const { t } = useTranslation();
  const { logos } = useSnapshot(store);
  const [broken, setBroken] = useState<string | null>(null);
  const src = logos && logos !== broken ? logos : BUILT_IN_LOGO;
  return (
    <img
      className="site-logo"
      src={src}
      alt={t('appName')}
      width={size}
      height={size}
      onError={() => setBroken(logos)}
      data-testid="site-logo"
    />
  );
}
