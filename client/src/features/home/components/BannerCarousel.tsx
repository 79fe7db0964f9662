import { useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BannerView } from '@tempo/shared';
import { navigate } from '../../../app/hashLocation';
import { AUTO_ADVANCE_MS, TAP_SLOP_PX, bannerTarget, swipeTarget, wrapIndex } from '../carousel/carousel';
import { usePageVisible } from '../carousel/usePageVisible';
import { useReducedMotion } from '../carousel/useReducedMotion';

/** A finger (or mouse) on the track: where it went down and how far it has moved. */
interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  dx: number;
  /** Moved sideways past the tap slop: a swipe, not a tap. */
  swiping: boolean;
}

/**
 * Banners in a row, one at a time: a swipe shows the next or previous, and each advances by itself
 * every few seconds, unless the reader asked for less motion, a finger is on it or the page is not
 * on screen. A tap opens the banner's link: an app screen, or another site in a new tab. The
 * pictures keep their 5:2 box while they load, so nothing below moves.
 */
export function BannerCarousel({ banners }: { banners: readonly BannerView[] }) {
  const { t } = useTranslation('content');
  const reducedMotion = useReducedMotion();
  const visible = usePageVisible();
  const [index, setIndex] = useState(0);
  const [drag, setDrag] = useState<Drag | null>(null);
  const track = useRef<HTMLDivElement>(null);
  // A swipe ends with a click on the banner under the finger: that click must not open it.
  const justSwiped = useRef(false);
  const count = banners.length;
  const shown = wrapIndex(index, count);

  const autoAdvance = count > 1 && !reducedMotion && visible && drag === null;
  useEffect(() => {
    if (!autoAdvance) return;
    const timer = setTimeout(() => setIndex((current) => wrapIndex(current + 1, count)), AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [autoAdvance, shown, count]);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (count < 2 || !event.isPrimary) return;
    justSwiped.current = false;
    setDrag({
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      dx: 0,
      swiping: false,
    });
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const dx = event.clientX - drag.startX;
    const dy = event.clientY - drag.startY;
    // A vertical move is the page scrolling: let it go.
    if (!drag.swiping && Math.abs(dy) > Math.abs(dx) && Math.abs(dy) > TAP_SLOP_PX) {
      setDrag(null);
      return;
    }
    const swiping = drag.swiping || Math.abs(dx) > TAP_SLOP_PX;
    if (swiping && !drag.swiping) track.current?.setPointerCapture(event.pointerId);
    setDrag({ ...drag, dx, swiping });
  }

  function onPointerEnd(event: PointerEvent<HTMLDivElement>) {
    if (!drag || event.pointerId !== drag.pointerId) return;
    if (drag.swiping) {
      justSwiped.current = true;
      const width = track.current?.clientWidth ?? 1;
      setIndex(swipeTarget(shown, count, drag.dx, width));
    }
    setDrag(null);
  }

  function open(event: MouseEvent<HTMLAnchorElement>, banner: BannerView) {
    if (justSwiped.current) {
      event.preventDefault();
      justSwiped.current = false;
      return;
    }
    const target = bannerTarget(banner.link);
    if (target?.kind === 'app') {
      event.preventDefault();
      navigate(target.path);
    }
    // An external link opens in a new tab by itself (target="_blank").
  }

  const offset = drag?.swiping ? drag.dx : 0;
  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t('banners.label')}
      data-testid="home-banners"
      data-index={shown}
      data-auto={autoAdvance}
    >
      <div
        ref={track}
        className="banner-viewport"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={() => setDrag(null)}
      >
        <div
          className="banner-track"
          data-animate={!reducedMotion && !drag?.swiping}
          style={{ transform: `translateX(calc(${-shown * 100}% + ${offset}px))` }}
        >
          {banners.map((banner, position) => (
            <BannerSlide
              key={banner.id}
              banner={banner}
              current={position === shown}
              // The first picture is on screen at once; the others load when they are needed.
              eager={position === 0}
              onOpen={open}
            />
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className="banner-dots">
          {banners.map((banner, position) => (
            <button
              key={banner.id}
              type="button"
              className="banner-dot"
              aria-label={t('banners.goTo', { index: position + 1, count })}
              aria-current={position === shown}
              data-testid={`banner-dot-${position}`}
              onClick={() => setIndex(position)}
            >
              <span />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

interface BannerSlideProps {
  banner: BannerView;
  current: boolean;
  eager: boolean;
  onOpen: (event: MouseEvent<HTMLAnchorElement>, banner: BannerView) => void;
}

function BannerSlide({ banner, current, eager, onOpen }: BannerSlideProps) {
  const target = bannerTarget(banner.link);
  const picture = (
    <>
      <img
        className="banner-image"
        src={banner.imageUrl}
        alt=""
        width={750}
        height={300}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        draggable={false}
      />
      <span className="banner-caption" lang={banner.language}>
        {banner.title}
      </span>
    </>
  );
  const common = {
    className: 'banner-slide',
    'aria-hidden': !current,
    'data-testid': `banner-${banner.id}`,
  };
  if (!target) return <div {...common}>{picture}</div>;
  return (
    <a
      {...common}
      href={target.kind === 'app' ? `#${target.path}` : target.url}
      target={target.kind === 'external' ? '_blank' : undefined}
      rel={target.kind === 'external' ? 'noopener noreferrer' : undefined}
      tabIndex={current ? 0 : -1}
      draggable={false}
      onClick={(event) => onOpen(event, banner)}
    >
      {picture}
    </a>
  );
}
