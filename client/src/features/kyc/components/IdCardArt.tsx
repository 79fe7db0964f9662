import type { PhotoSide } from '../verificationForm';

/** A drawing of one side of an ID card: the portrait side, or the back with its emblem (colours: components.css). */
export function IdCardArt({ side }: { side: PhotoSide }) {
  return (
    <svg className="kyc-photo-art" width="132" height="84" viewBox="0 0 132 84" aria-hidden="true">
      <rect x="1" y="1" width="130" height="82" rx="9" className="art-card" strokeWidth="2" />
      {side === 'front' ? (
        <>
          <rect x="14" y="20" width="52" height="6" rx="3" className="art-strong" />
          <rect x="14" y="34" width="40" height="6" rx="3" className="art-soft" />
          <rect x="14" y="48" width="58" height="6" rx="3" className="art-soft" />
          <circle cx="100" cy="34" r="11" className="art-strong" />
          <path d="M82 62c2-9 9-13 18-13s16 4 18 13z" className="art-strong" />
        </>
      ) : (
        <>
          <circle cx="30" cy="30" r="12" className="art-ring" strokeWidth="3" />
          <path
            d="M30 22l2.4 5 5.4.6-4 3.8 1 5.4-4.8-2.6-4.8 2.6 1-5.4-4-3.8 5.4-.6z"
            className="art-strong"
          />
          <rect x="52" y="22" width="64" height="6" rx="3" className="art-strong" />
          <rect x="52" y="36" width="48" height="6" rx="3" className="art-soft" />
          <rect x="14" y="58" width="102" height="6" rx="3" className="art-soft" />
        </>
      )}
    </svg>
  );
}
