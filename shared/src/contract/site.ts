/** Site configuration loaded by the client at start (the field names are the product's own). */
export interface SiteConfig {
  site_logo: string;
  service_url: string;
  app_version: string;
  currency_symbol: string;
  currency_type: string;
}
