import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COIN_NETWORKS,
  DEFAULT_LANGUAGE,
  DEPOSIT_CHANNEL_KINDS,
  LANGUAGES,
  LANGUAGE_NAMES,
  isCurrencyCode,
  isRate,
  routes,
  type AdminDepositChannelView,
  type CoinNetwork,
  type DepositChannelKind,
} from '@tempo/shared';
import { call } from '../../lib/apiClient';
import { formatRate } from '../../lib/formatCurrency';
import { toast } from '../../lib/toast/toast';
import { channelBody, channelFields, channelProblems, type ChannelFields } from './channelForm';

interface ChannelEditorProps {
  /** The channel to change; none to add one. */
  channel?: AdminDepositChannelView;
  editable: boolean;
  onSaved(channel: AdminDepositChannelView): void;
}

type TextField = Exclude<keyof ChannelFields, 'names' | 'kind' | 'network' | 'enabled'>;

/**
 * A deposit channel's settings (deposits SPEC D12, D13): its name in each language traders read
 * (Vietnamese required), where to pay, its limits in USD, and a bank transfer's currency and rate.
 * Saved whole; the server refuses what is wrong and says why.
 */
export function ChannelEditor({ channel, editable, onSaved }: ChannelEditorProps) {
  const { t } = useTranslation('ops');
  const [fields, setFields] = useState(() => channelFields(channel));
  const [busy, setBusy] = useState(false);
  const problems = channelProblems(fields);
  const body = channelBody(fields);
  const set = <K extends keyof ChannelFields>(name: K, value: ChannelFields[K]) =>
    setFields((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body || busy) return;
    setBusy(true);
    try {
      const saved = channel
        ? await call(routes.deposits.updateChannel, { params: { id: channel.id }, body })
        : await call(routes.deposits.createChannel, { body });
      toast(t(channel ? 'channels.saved' : 'channels.created'));
      onSaved(saved);
    } catch {
      // The API client has shown the server's reason.
    } finally {
      setBusy(false);
    }
  };

  const input = (name: TextField, label: string, extra: { hint?: ReactNode; upper?: boolean } = {}) => (
    <label className="ops-field">
      <span>{label}</span>
      <input
        value={fields[name]}
        disabled={!editable}
        aria-invalid={problems[name] ? true : undefined}
        onChange={(event) => set(name, extra.upper ? event.target.value.toUpperCase() : event.target.value)}
        data-testid={`ops-channel-${name}`}
      />
      {extra.hint && <small>{extra.hint}</small>}
    </label>
  );

  const currency = fields.currency.trim().toUpperCase();
  const rate = fields.rate.trim();
  const ratePreview =
    isCurrencyCode(currency) && isRate(rate) ? t('deposits.rate', formatRate(rate, currency)) : null;

  return (
    <form
      className="ops-review ops-channel-editor"
      onSubmit={(event) => void submit(event)}
      data-testid="ops-channel-editor"
    >
      <h2>{channel ? t('channels.edit') : t('channels.newTitle')}</h2>

      <h3>{t('channels.names')}</h3>
      <p className="ops-muted">{t('channels.namesHint')}</p>
      <div className="ops-names-grid">
        {LANGUAGES.map((language) => (
          <label key={language} className="ops-field">
            <span>
              {LANGUAGE_NAMES[language]}
              {language === DEFAULT_LANGUAGE && ` (${t('channels.required')})`}
            </span>
            <input
              lang={language}
              value={fields.names[language] ?? ''}
              maxLength={60}
              disabled={!editable}
              aria-invalid={language === DEFAULT_LANGUAGE && problems.names ? true : undefined}
              onChange={(event) => set('names', { ...fields.names, [language]: event.target.value })}
              data-testid={`ops-channel-name-${language}`}
            />
          </label>
        ))}
      </div>

      <h3>{t('channels.payTo')}</h3>
      <div className="ops-filters">
        <label className="ops-field">
          <span>{t('channels.kind')}</span>
          <select
            value={fields.kind}
            disabled={!editable}
            onChange={(event) => set('kind', event.target.value as DepositChannelKind)}
            data-testid="ops-channel-kind"
          >
            {DEPOSIT_CHANNEL_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`channels.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        {fields.kind === 'bank' ? (
          <>
            {input('bankName', t('withdrawals.bank.bankName'))}
            {input('branchName', t('withdrawals.bank.branchName'))}
            {input('accountName', t('withdrawals.bank.holderName'))}
            {input('accountNumber', t('withdrawals.bank.accountNumber'))}
          </>
        ) : (
          <>
            {input('coin', t('withdrawals.coin.coin'), { upper: true })}
            <label className="ops-field">
              <span>{t('withdrawals.coin.network')}</span>
              <select
                value={fields.network}
                disabled={!editable}
                onChange={(event) => set('network', event.target.value as CoinNetwork)}
              >
                {COIN_NETWORKS.map((network) => (
                  <option key={network} value={network}>
                    {network}
                  </option>
                ))}
              </select>
            </label>
            {input('address', t('withdrawals.coin.address'))}
          </>
        )}
      </div>

      {fields.kind === 'bank' && (
        <>
          <h3>{t('channels.conversion')}</h3>
          <div className="ops-filters ops-channel-conversion">
            {input('currency', t('channels.currency'), { upper: true })}
            {input('rate', t('channels.rate'), { hint: ratePreview })}
          </div>
          <p className="ops-muted">{t('channels.conversionHint')}</p>
        </>
      )}

      <h3>{t('channels.settings')}</h3>
      <div className="ops-filters">
        {input('minAmount', t('channels.minAmount'))}
        {input('maxAmount', t('channels.maxAmount'))}
        {input('sortOrder', t('channels.sortOrder'))}
        <label className="ops-check">
          <input
            type="checkbox"
            checked={fields.enabled}
            disabled={!editable}
            onChange={(event) => set('enabled', event.target.checked)}
            data-testid="ops-channel-enabled"
          />
          <span>{t('channels.enabled')}</span>
        </label>
      </div>

      {editable && (
        <div className="ops-actions">
          <button
            type="submit"
            className="button button-primary"
            disabled={busy || !body}
            data-testid="ops-channel-save"
          >
            {t('channels.save')}
          </button>
        </div>
      )}
    </form>
  );
}
