// Japanese messages of the error kinds.
import type { ErrorMessages } from '../catalogueTypes';

export const ja: ErrorMessages = {
  NOT_LOGGED_IN: '先にログインしてください',
  VALIDATION_FAILED: '入力内容に誤りがあります',
  EMPTY_VALUE: '未入力の項目があります',
  PASSWORDS_MISMATCH: 'パスワードが一致しません',
  TRANSACTION_PASSWORDS_MISMATCH: '取引パスワードが一致しません',
  INVALID_ACCOUNT: 'アカウントは英数字・アンダースコア6〜12文字で入力してください',
  INVALID_PHONE: '国番号付きの正しい電話番号を入力してください',
  INVALID_PASSWORD: 'パスワードは6〜32文字で入力してください',
  UNKNOWN_OPENING_CODE: '口座開設コードが正しくありません',
  ACCOUNT_TAKEN: 'このアカウントはすでに登録されています',
  WRONG_CREDENTIALS: 'アカウントまたはパスワードが正しくありません',
  TOO_MANY_ATTEMPTS: '失敗回数が上限を超えました。しばらくしてから再度お試しください',
  WRONG_OLD_PASSWORD: '現在のパスワードが正しくありません。残り{{remaining}}回',
  SAME_PASSWORD: '新しいパスワードは現在のパスワードと異なるものにしてください',
  WRONG_TRANSACTION_PASSWORD: '取引パスワードが正しくありません。残り{{remaining}}回',
  MALFORMED_JSON: 'リクエストを読み取れませんでした',
  PAYLOAD_TOO_LARGE: 'リクエストのサイズが大きすぎます',
  NOT_FOUND: '見つかりません',
  FORBIDDEN: 'この操作は許可されていません',
  INSUFFICIENT_BALANCE: '残高が不足しています',
  IDEMPOTENCY_KEY_REQUIRED: 'リクエストに冪等キーが必要です',
  IDEMPOTENCY_KEY_REUSED: 'このリクエストキーは別のリクエストで使用済みです',
  ACCOUNT_DISABLED: 'このアカウントは利用停止中です。カスタマーサポートにお問い合わせください',
  RATE_LIMITED: 'リクエストが多すぎます。しばらくしてから再度お試しください',
  INVALID_CHARACTERS: '使用できない文字が含まれています',
  INVALID_DATE: 'この日付は存在しません',
  UNKNOWN_SYMBOL: '銘柄が見つかりません',
  BAD_INTERVAL: '時間足が正しくありません',
  LIMIT_TOO_LARGE: '一度に取得できるローソク足は1〜1000本です',
  PRODUCT_EXISTS: 'このシンボルの銘柄はすでに存在します',
  TICK_RANGE_TOO_LONG: '一度に取得できるティックは最大1時間分です',
  MARKET_CLOSED: '取引時間外です',
  UNDER_MAINTENANCE: 'この銘柄はメンテナンス中です',
  UNKNOWN_DURATION: 'この銘柄ではこのカウントダウンを選択できません',
  AMOUNT_OUT_OF_RANGE: '金額が許容範囲外です',
  TOO_MANY_OPEN_ORDERS: '保有中の注文が多すぎます',
  FEED_UNAVAILABLE: '現在、価格を取得できません。再度お試しください',
  PRODUCT_IN_SANDBOX: 'この銘柄はリプレイ中のため、デモ注文のみ可能です',
  PRODUCT_NOT_IN_SANDBOX:
    '先に銘柄をサンドボックスに切り替えてください。リプレイと価格配信はサンドボックスでのみ可能です',
  REAL_ORDERS_OPEN: 'この銘柄にはリアル残高の未決済注文があります。決済後にサンドボックスへ切り替えられます',
  SANDBOX_ORDERS_OPEN: 'この銘柄にはデモの未決済注文があります。決済後にサンドボックスを終了できます',
  SANDBOX_FEED_ACTIVE:
    'この銘柄にはまだリプレイが配信されています。先にリプレイを解除し、リアルタイムの価格ソースに戻してください',
  FEED_CHANGE_WITH_ORDERS_OPEN:
    'この銘柄にはリアル残高の未決済注文があります。決済後に価格ソースを変更できます',
  FEED_URL_NOT_ALLOWED:
    'この取引所の配信はプラットフォームで許可されていません。設定への追加を依頼してください',
  PRICE_SETTINGS_WITH_ORDERS_OPEN:
    'この銘柄にはリアル残高の未決済注文があります。決済後に価格設定を変更できます',
  SANDBOX_SOURCE_NOT_ALLOWED:
    'この銘柄の価格ソースはリアル残高の取引に使えません。サンドボックスを終了する前に、シミュレーターか許可された取引所の配信に切り替えてください',
  SANDBOX_FEED_SWITCHING:
    'この銘柄はまだリアルタイムの価格ソースに切り替え中です。数秒後にもう一度お試しください',
  UNSUPPORTED_FILE_TYPE: 'JPEG・PNG・WebP 形式の画像をアップロードしてください',
  FILE_TOO_LARGE: '画像サイズが大きすぎます（5 MB まで）',
  EMPTY_FILE: '画像が空です。別の画像を選択してください',
  PHOTO_REQUIRED: '本人確認書類の表面と裏面の両方をアップロードしてください',
  INVALID_NAME: '本人確認書類に記載のとおりに氏名を入力してください',
  INVALID_ID_NUMBER: '正しい証明書番号を入力してください',
  VERIFICATION_PENDING: '書類は提出済みです。審査完了までお待ちください',
  ALREADY_VERIFIED: '本人確認はすでに完了しています',
  VERIFICATION_ALREADY_REVIEWED: 'この本人確認はすでに審査済みです',
  DEPOSIT_CHANNEL_UNAVAILABLE: 'この入金方法は現在ご利用いただけません。別の方法を選択してください',
  DEPOSIT_ALREADY_REVIEWED: 'この入金はすでに審査済みです',
  PROOF_REQUIRED: '振込明細の画像を選択してください',
  WITHDRAWAL_ACCOUNT_LOCKED:
    '出金口座は登録済みのため、ここでは変更できません。変更はカスタマーサポートにお問い合わせください',
  WITHDRAWAL_ACCOUNT_MISSING: '先に出金口座を登録してください',
  INVALID_WALLET_ADDRESS: '選択したネットワークでは無効なアドレスです。確認のうえ、再度入力してください',
  VERIFICATION_REQUIRED: '出金の前に本人確認を完了してください',
  WITHDRAWAL_CLOSED: '現在は出金受付時間外です。受付時間内に再度お試しください',
  WITHDRAWAL_DAILY_LIMIT: '本日の出金回数の上限に達しました',
  WITHDRAWAL_NOT_UNDER_REVIEW: 'この出金はすでに処理済みです',
  SAME_APPROVER: '2回目の承認は、別の運用担当者が行う必要があります',
  APPROVERS_LINKED:
    '2回目の承認は、独立した運用担当者が行う必要があります。過去30日以内に互いのアカウントを作成・有効化した、またはパスワードや権限を再設定した担当者同士では承認できません',
  SAVINGS_AMOUNT_TOO_SMALL: '金額が貯蓄振替の最低額に達していません',
  SAVINGS_DAILY_LIMIT: '本日の貯蓄振替回数の上限に達しました',
  SAVINGS_NOT_TRANSFERABLE: '引き出せるのは確定済み残高のみです。確定待ち残高はまだ引き出せません',
  SAVINGS_DAY_ROLLED: 'この日の貯蓄はすでに確定しているため、変更できません',
  SAVINGS_ROLL_NOT_DUE:
    'この日の貯蓄の日次処理はまだ実行できません。当日08:00（プラットフォーム時間）以降に実行してください',
  INVALID_USERNAME:
    'ユーザー名は英字で始まる3〜32文字の英数字・ピリオド・ハイフン・アンダースコアで入力してください',
  OPS_ACCOUNT_EXISTS: 'このユーザー名の運用アカウントはすでに存在します',
  OPS_ACCOUNT_SELF: 'ご自身の運用アカウントはここでは変更できません。別のスーパー管理者に依頼してください',
  LAST_SUPERADMIN: '有効なスーパー管理者はこのアカウントだけのため、無効化や権限の変更はできません',
  INVALID_RECORDING: '再生できる価格記録ではありません（ティックまたは1分足の CSV / NDJSON が必要です）',
  RECORDING_TOO_LARGE: '価格記録のファイルが大きすぎます（20 MB まで）',
  LIMIT_DEPOSIT_DAY: 'この入金は1日の入金上限 {{limit}} を超えます。上限は {{resetsAt}} にリセットされます。',
  LIMIT_DEPOSIT_WEEK:
    'この入金は1週間の入金上限 {{limit}} を超えます。上限は {{resetsAt}} にリセットされます。',
  LIMIT_DEPOSIT_MONTH:
    'この入金は1か月の入金上限 {{limit}} を超えます。上限は {{resetsAt}} にリセットされます。',
  LIMIT_LOSS_DAY:
    'この注文が負けた場合、損失が1日の損失上限 {{limit}} を超える可能性があります。上限は {{resetsAt}} にリセットされます。',
  LIMIT_LOSS_WEEK:
    'この注文が負けた場合、損失が1週間の損失上限 {{limit}} を超える可能性があります。上限は {{resetsAt}} にリセットされます。',
  LIMIT_LOSS_MONTH:
    'この注文が負けた場合、損失が1か月の損失上限 {{limit}} を超える可能性があります。上限は {{resetsAt}} にリセットされます。',
  LIMIT_STAKE_DAY: 'この注文は1日の取引額上限 {{limit}} を超えます。上限は {{resetsAt}} にリセットされます。',
  LIMIT_STAKE_WEEK:
    'この注文は1週間の取引額上限 {{limit}} を超えます。上限は {{resetsAt}} にリセットされます。',
  LIMIT_STAKE_MONTH:
    'この注文は1か月の取引額上限 {{limit}} を超えます。上限は {{resetsAt}} にリセットされます。',
  LIMIT_ORDER_STAKE: '1回の注文の金額上限は {{limit}} です。',
  LIMIT_OPEN_ORDERS: '保有中の注文の上限 {{limit}} 件に達しました。',
  TAKING_A_BREAK: '{{until}} まで、リアル口座での取引と入金を休止中です。',
  BREAK_TOO_SHORT: '休止期間は延長のみ可能で短縮はできません。また、自己排除は6か月以上です。',
  CLIENT_TOO_OLD: 'Tempo の新しいバージョンがあります。ページを再読み込みしてください',
  SERVICE_UNAVAILABLE: '現在サービスをご利用いただけません。再度お試しください',
  INTERNAL: 'エラーが発生しました。再度お試しください',
};
