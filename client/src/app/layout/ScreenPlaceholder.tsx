/**
 * The body of a screen whose content arrives in a later issue: its route, title and access rule
 * work today, and it shows nothing rather than made-up data.
 */
export function ScreenPlaceholder() {
  return <div className="screen-placeholder" data-testid="screen-placeholder" />;
}
