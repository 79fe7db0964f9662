// lightweight-charts draws its attribution as a link titled in English ("Charting by
// TradingView"), and draws it again when the theme flips. Its licence asks for the credit; the
// trader's language asks for it in their words.

const CREDIT_LINK = 'a[href*="tradingview.com"]';

/** Keeps the credit link inside `container` named `label`, whenever the chart redraws it; returns the stop. */
export function labelChartCredit(container: HTMLElement, label: string): () => void {
  const relabel = () => {
    for (const link of Array.from(container.querySelectorAll(CREDIT_LINK))) {
      if (link.getAttribute('title') !== label) link.setAttribute('title', label);
      if (link.getAttribute('aria-label') !== label) link.setAttribute('aria-label', label);
    }
  };
  relabel();
  const observer = new MutationObserver(relabel);
  observer.observe(container, { childList: true, subtree: true });
  return () => observer.disconnect();
}
