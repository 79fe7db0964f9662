import { SiteLogo } from '../../../app/layout/SiteLogo';

/** The logo and heading above the login and registration forms. */
export function AuthHeader({ heading, step }: { heading: string; step?: string }) {
  return (
    <div className="auth-header">
      <SiteLogo size={56} />
      <h2 className="auth-heading">{heading}</h2>
      {step && <p className="auth-step">{step}</p>}
    </div>
  );
}
