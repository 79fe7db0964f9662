// Korean messages of the error kinds.
import type { ErrorMessages } from '../catalogueTypes';

export const ko: ErrorMessages = {
  NOT_LOGGED_IN: '먼저 로그인해 주세요',
  VALIDATION_FAILED: '올바르지 않은 값이 있어요',
  EMPTY_VALUE: '입력하지 않은 항목이 있어요',
  PASSWORDS_MISMATCH: '비밀번호가 일치하지 않아요',
  TRANSACTION_PASSWORDS_MISMATCH: '거래 비밀번호가 일치하지 않아요',
  INVALID_ACCOUNT: '계정은 영문, 숫자, 밑줄(_) 6~12자로 입력해 주세요',
  INVALID_PHONE: '국가 번호를 포함한 올바른 휴대폰 번호를 입력해 주세요',
  INVALID_PASSWORD: '비밀번호는 6~32자로 입력해 주세요',
  UNKNOWN_OPENING_CODE: '계좌 개설 코드가 올바르지 않아요',
  ACCOUNT_TAKEN: '이미 가입된 계정이에요',
  WRONG_CREDENTIALS: '계정 또는 비밀번호가 올바르지 않아요',
  TOO_MANY_ATTEMPTS: '실패 횟수가 너무 많아요. 잠시 후 다시 시도해 주세요',
  WRONG_OLD_PASSWORD: '현재 비밀번호가 올바르지 않아요. 남은 시도 횟수: {{remaining}}',
  SAME_PASSWORD: '새 비밀번호는 현재 비밀번호와 달라야 해요',
  WRONG_TRANSACTION_PASSWORD: '거래 비밀번호가 올바르지 않아요. 남은 시도 횟수: {{remaining}}',
  MALFORMED_JSON: '요청을 읽을 수 없어요',
  PAYLOAD_TOO_LARGE: '요청 크기가 너무 커요',
  NOT_FOUND: '찾을 수 없어요',
  FORBIDDEN: '이 작업을 할 권한이 없어요',
  INSUFFICIENT_BALANCE: '잔액이 부족해요',
  IDEMPOTENCY_KEY_REQUIRED: '요청에 멱등성 키가 필요해요',
  IDEMPOTENCY_KEY_REUSED: '이 요청 키는 이미 다른 요청에 사용되었어요',
  ACCOUNT_DISABLED: '이용이 정지된 계정이에요. 고객센터에 문의해 주세요',
  RATE_LIMITED: '요청이 너무 많아요. 잠시 후 다시 시도해 주세요',
  INVALID_CHARACTERS: '사용할 수 없는 문자가 포함되어 있어요',
  INVALID_DATE: '존재하지 않는 날짜예요',
  UNKNOWN_SYMBOL: '존재하지 않는 종목이에요',
  BAD_INTERVAL: '지원하지 않는 차트 주기예요',
  LIMIT_TOO_LARGE: '캔들은 한 번에 1~1000개까지 요청할 수 있어요',
  PRODUCT_EXISTS: '같은 심볼의 종목이 이미 있어요',
  TICK_RANGE_TOO_LONG: '틱 데이터는 한 번에 최대 1시간 분량까지 요청할 수 있어요',
  MARKET_CLOSED: '휴장 중이에요',
  UNDER_MAINTENANCE: '이 종목은 점검 중이에요',
  UNKNOWN_DURATION: '이 종목에서는 선택할 수 없는 카운트다운이에요',
  AMOUNT_OUT_OF_RANGE: '금액이 허용 범위를 벗어났어요',
  TOO_MANY_OPEN_ORDERS: '보유 중인 주문이 너무 많아요',
  FEED_UNAVAILABLE: '지금은 시세를 받을 수 없어요. 다시 시도해 주세요',
  PRODUCT_IN_SANDBOX: '이 종목은 리플레이 중이라 모의 주문만 할 수 있어요',
  PRODUCT_NOT_IN_SANDBOX:
    '먼저 종목을 샌드박스로 전환해 주세요. 리플레이와 시세 전송은 샌드박스에서만 가능해요',
  REAL_ORDERS_OPEN:
    '이 종목에 아직 정산되지 않은 실전 주문이 있어요. 정산된 뒤에 샌드박스로 전환할 수 있어요',
  SANDBOX_ORDERS_OPEN:
    '이 종목에 아직 정산되지 않은 모의 주문이 있어요. 정산된 뒤에 샌드박스를 해제할 수 있어요',
  SANDBOX_FEED_ACTIVE:
    '이 종목에 아직 리플레이 시세가 들어오고 있어요. 먼저 리플레이를 해제하고 실시간 시세 소스로 되돌려 주세요',
  FEED_CHANGE_WITH_ORDERS_OPEN:
    '이 종목에 아직 정산되지 않은 실전 주문이 있어요. 정산된 뒤에 시세 소스를 바꿀 수 있어요',
  FEED_URL_NOT_ALLOWED: '플랫폼에서 허용하지 않은 거래소 스트림이에요. 설정에 추가해 달라고 요청해 주세요',
  PRICE_SETTINGS_WITH_ORDERS_OPEN:
    '이 종목에 아직 정산되지 않은 실전 주문이 있어요. 정산된 뒤에 가격 설정을 바꿀 수 있어요',
  SANDBOX_SOURCE_NOT_ALLOWED:
    '이 종목의 시세 소스는 실전 거래에 쓸 수 없어요. 샌드박스를 해제하기 전에 시뮬레이터나 허용된 거래소 스트림으로 바꿔 주세요',
  SANDBOX_FEED_SWITCHING: '이 종목은 아직 실시간 시세 소스로 바뀌는 중이에요. 몇 초 뒤에 다시 시도해 주세요',
  UNSUPPORTED_FILE_TYPE: 'JPEG, PNG, WebP 이미지를 올려 주세요',
  FILE_TOO_LARGE: '이미지가 너무 커요. 최대 5 MB까지 올릴 수 있어요',
  EMPTY_FILE: '빈 이미지예요. 다른 이미지를 선택해 주세요',
  PHOTO_REQUIRED: '신분증 앞면과 뒷면 사진을 모두 올려 주세요',
  INVALID_NAME: '신분증에 적힌 그대로 이름을 입력해 주세요',
  INVALID_ID_NUMBER: '올바른 신분증 번호를 입력해 주세요',
  VERIFICATION_PENDING: '서류가 이미 제출되었어요. 심사가 끝날 때까지 기다려 주세요',
  ALREADY_VERIFIED: '이미 실명 인증을 완료했어요',
  VERIFICATION_ALREADY_REVIEWED: '이미 심사가 끝난 인증이에요',
  DEPOSIT_CHANNEL_UNAVAILABLE: '지금은 이 입금 방법을 이용할 수 없어요. 다른 방법을 선택해 주세요',
  DEPOSIT_ALREADY_REVIEWED: '이미 심사가 끝난 입금이에요',
  PROOF_REQUIRED: '이체 영수증 이미지를 선택해 주세요',
  WITHDRAWAL_ACCOUNT_LOCKED:
    '출금 계좌가 이미 등록되어 있어 여기서는 변경할 수 없어요. 변경하려면 고객센터에 문의해 주세요',
  WITHDRAWAL_ACCOUNT_MISSING: '먼저 출금 계좌를 등록해 주세요',
  INVALID_WALLET_ADDRESS: '선택한 네트워크에서 유효하지 않은 주소예요. 확인 후 다시 입력해 주세요',
  VERIFICATION_REQUIRED: '출금하려면 먼저 실명 인증을 완료해 주세요',
  WITHDRAWAL_CLOSED: '지금은 출금할 수 없는 시간이에요. 출금 가능 시간에 다시 시도해 주세요',
  WITHDRAWAL_DAILY_LIMIT: '오늘 출금 가능 횟수를 모두 사용했어요',
  WITHDRAWAL_NOT_UNDER_REVIEW: '이미 처리된 출금이에요',
  SAME_APPROVER: '두 번째 승인은 다른 운영 담당자가 해야 해요',
  APPROVERS_LINKED:
    '두 번째 승인은 독립된 운영 담당자가 해야 해요. 최근 30일 안에 서로의 계정을 만들거나 활성화했거나 비밀번호나 역할을 재설정한 계정끼리는 승인할 수 없어요',
  SAVINGS_AMOUNT_TOO_SMALL: '저축 이체 1회 최소 금액보다 적어요',
  SAVINGS_DAILY_LIMIT: '오늘 저축 이체 횟수를 모두 사용했어요',
  SAVINGS_NOT_TRANSFERABLE: '확정 금액만 뺄 수 있어요. 확정 대기 금액은 아직 뺄 수 없어요',
  SAVINGS_DAY_ROLLED: '이미 정산이 끝난 날의 저축이라 변경할 수 없어요',
  SAVINGS_ROLL_NOT_DUE:
    '그날의 저축 일일 정산은 아직 할 수 없어요. 그날 08:00(플랫폼 시간)부터 실행할 수 있어요',
  INVALID_USERNAME:
    '사용자 이름은 영문자로 시작하는 영문, 숫자, 마침표, 하이픈, 밑줄(_) 3~32자로 입력해 주세요',
  OPS_ACCOUNT_EXISTS: '같은 사용자 이름의 운영 계정이 이미 있어요',
  OPS_ACCOUNT_SELF: '내 운영 계정은 여기서 변경할 수 없어요. 다른 최고 관리자에게 요청해 주세요',
  LAST_SUPERADMIN: '마지막으로 남은 활성 최고 관리자라서 비활성화하거나 역할을 바꿀 수 없어요',
  INVALID_RECORDING: '재생할 수 있는 시세 기록 파일이 아니에요. 틱 또는 1분봉의 CSV나 NDJSON이어야 해요',
  RECORDING_TOO_LARGE: '시세 기록 파일이 너무 커요. 최대 20 MB까지 올릴 수 있어요',
  LIMIT_DEPOSIT_DAY: '이대로 입금하면 하루 입금 한도({{limit}})를 넘어요. 한도는 {{resetsAt}}에 초기화돼요.',
  LIMIT_DEPOSIT_WEEK: '이대로 입금하면 주간 입금 한도({{limit}})를 넘어요. 한도는 {{resetsAt}}에 초기화돼요.',
  LIMIT_DEPOSIT_MONTH:
    '이대로 입금하면 월간 입금 한도({{limit}})를 넘어요. 한도는 {{resetsAt}}에 초기화돼요.',
  LIMIT_LOSS_DAY:
    '이 주문에서 손실이 나면 하루 손실 한도({{limit}})를 넘을 수 있어요. 한도는 {{resetsAt}}에 초기화돼요.',
  LIMIT_LOSS_WEEK:
    '이 주문에서 손실이 나면 주간 손실 한도({{limit}})를 넘을 수 있어요. 한도는 {{resetsAt}}에 초기화돼요.',
  LIMIT_LOSS_MONTH:
    '이 주문에서 손실이 나면 월간 손실 한도({{limit}})를 넘을 수 있어요. 한도는 {{resetsAt}}에 초기화돼요.',
  LIMIT_STAKE_DAY:
    '이대로 주문하면 하루 주문 금액 한도({{limit}})를 넘어요. 한도는 {{resetsAt}}에 초기화돼요.',
  LIMIT_STAKE_WEEK:
    '이대로 주문하면 주간 주문 금액 한도({{limit}})를 넘어요. 한도는 {{resetsAt}}에 초기화돼요.',
  LIMIT_STAKE_MONTH:
    '이대로 주문하면 월간 주문 금액 한도({{limit}})를 넘어요. 한도는 {{resetsAt}}에 초기화돼요.',
  LIMIT_ORDER_STAKE: '설정한 한도에 따라 주문 1건에 최대 {{limit}}까지 주문할 수 있어요.',
  LIMIT_OPEN_ORDERS: '동시에 보유할 수 있는 주문 한도({{limit}}건)에 도달했어요.',
  TAKING_A_BREAK: '{{until}}까지 실거래와 입금을 쉬고 있어요.',
  BREAK_TOO_SHORT: '휴식 기간은 늘릴 수만 있고 줄일 수 없어요. 자기 제한은 최소 6개월이에요.',
  CLIENT_TOO_OLD: 'Tempo 새 버전이 나왔어요. 페이지를 새로고침해 주세요',
  SERVICE_UNAVAILABLE: '일시적으로 서비스를 이용할 수 없어요. 다시 시도해 주세요',
  INTERNAL: '문제가 발생했어요. 다시 시도해 주세요',
};
