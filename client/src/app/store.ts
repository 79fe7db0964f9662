// The client's one store (valtio), persisted to localStorage and restored at start. It holds
// what outlives a page: the session, the profile, the site config, the registration in progress,
// the currency display and the language (SPEC §3 "Stored client state").
import { proxy } from 'valtio';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type AccountType,
  type Language,
  type Profile,
  type RegisterCheckBody,
  type SiteConfig,
} from '@tempo/shared';
import { readJson } from '../lib/storage/localStore';
import { persist } from '../lib/storage/persist';

export interface AppState {
  token: string | null;
  /** When the token stops working (epoch ms); a restored expired token is dropped. */
  tokenExpiresAt: number | null;
  userInfo: Profile | null;
  appInfo: SiteConfig | null;
  /** Register step 1's fields, carried to step 2. */
  registerInfo: RegisterCheckBody | null;
  currencySymbol: string;
  currencyType: string;
  /** The site logo URL (the page icon); empty until the site config names one. */
  logos: string;
  /** The online customer-service link. */
  serviceUrl: string;
  language: Language;
  /** The page a logged-out visitor was sent away from, to return to after login. */
  redirectAfterLogin: string | null;
  /** The account new orders use and the trading screens show: real money or the demo balance. */
  tradingAccount: AccountType;
  /** Whether a result vibrates the phone (when it can, and the phone does not ask for reduced motion). */
  haptics: boolean;
  /** Minutes between reality checks of a session (limits/SPEC.md L10), or null for none. */
  realityCheckMinutes: number | null;
}

const STORAGE_KEY = 'tempo:state';

/** The reality-check intervals a trader may pick (L10), in minutes. */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;
const isRealityCheckMinutes = (value: unknown): value is number =>
  REALITY_CHECK_MINUTES.includes(value as (typeof REALITY_CHECK_MINUTES)[number]);

export function defaultState(): AppState {
  return {
    token: null,
    tokenExpiresAt: null,
    userInfo: null,
    appInfo: null,
    registerInfo: null,
    currencySymbol: '$',
    currencyType: 'USD',
    logos: '',
    serviceUrl: '',
    language: DEFAULT_LANGUAGE,
    redirectAfterLogin: null,
    tradingAccount: 'real',
    haptics: true,
    realityCheckMinutes: null,
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const textOr = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** Enough of a Profile to render the personal center; a profile stored by an older version may lack fields. */
function isProfile(value: unknown): value is Profile {
  if (!isObject(value) || !isObject(value.balances)) return false;
  return (
    typeof value.account === 'string' &&
    typeof value.openingCode === 'string' &&
    typeof value.totalAssets === 'number' &&
    typeof value.accountPnl === 'number' &&
    typeof value.todayPnl === 'number' &&
    typeof value.balances.available === 'number'
  );
}

/** The stored state, field by field: anything missing, stale or malformed takes its default. */
function restoreState(stored: unknown): AppState {
  const state = defaultState();
  if (!isObject(stored)) return state;
  const expiresAt = typeof stored.tokenExpiresAt === 'number' ? stored.tokenExpiresAt : null;
  const token = textOrNull(stored.token);
  if (token && (expiresAt === null || expiresAt > Date.now())) {
    state.token = token;
    state.tokenExpiresAt = expiresAt;
    if (isProfile(stored.userInfo)) state.userInfo = stored.userInfo;
  }
  if (isObject(stored.appInfo)) state.appInfo = stored.appInfo as unknown as SiteConfig;
  if (isObject(stored.registerInfo) && typeof stored.registerInfo.account === 'string') {
    state.registerInfo = stored.registerInfo as unknown as RegisterCheckBody;
  }
  state.currencySymbol = textOr(stored.currencySymbol, state.currencySymbol);
  state.currencyType = textOr(stored.currencyType, state.currencyType);
  state.logos = textOr(stored.logos, state.logos);
  state.serviceUrl = textOr(stored.serviceUrl, state.serviceUrl);
  if (isLanguage(stored.language)) state.language = stored.language;
  const redirect = textOrNull(stored.redirectAfterLogin);
  state.redirectAfterLogin = redirect?.startsWith('/') ? redirect : null;
  if (stored.tradingAccount === 'demo') state.tradingAccount = 'demo';
  if (stored.haptics === false) state.haptics = false;
  if (isRealityCheckMinutes(stored.realityCheckMinutes))
    state.realityCheckMinutes = stored.realityCheckMinutes;
  return state;
}

export const store = proxy<AppState>(restoreState(readJson(STORAGE_KEY)));

persist(store, STORAGE_KEY, Object.keys(defaultState()) as (keyof AppState)[]);
