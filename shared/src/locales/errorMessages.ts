// The words of each error kind. en, vi and zh-CN are complete; a language without its own
// catalogue yet falls back to English. A message may name a value in double braces, such as
// {{remaining}} (tries left before guessing is throttled); every language names the same ones.
import type { ErrorCode } from '../contract/errors';
import type { Language } from '../contract/languages';

export type ErrorMessages = Record<ErrorCode, string>;

const en: ErrorMessages = {
  NOT_LOGGED_IN: 'Please log in first',
  VALIDATION_FAILED: 'Some values are not valid',
  EMPTY_VALUE: 'There are empty values',
  PASSWORDS_MISMATCH: 'Passwords do not match',
  TRANSACTION_PASSWORDS_MISMATCH: 'Transaction passwords do not match',
  INVALID_ACCOUNT: 'The account must be 6 to 12 letters, digits or underscores',
  INVALID_PHONE: 'Please enter a valid phone number with its country code',
  INVALID_PASSWORD: 'The password must be 6 to 32 characters',
  UNKNOWN_OPENING_CODE: 'The account opening code is not valid',
  ACCOUNT_TAKEN: 'This account is already registered',
  WRONG_CREDENTIALS: 'Wrong account or password',
  TOO_MANY_ATTEMPTS: 'Too many failed attempts, please try again later',
  WRONG_OLD_PASSWORD: 'The old password is wrong. Attempts left: {{remaining}}',
  SAME_PASSWORD: 'The new password must differ from the old one',
  WRONG_TRANSACTION_PASSWORD: 'The transaction password is wrong. Attempts left: {{remaining}}',
  MALFORMED_JSON: 'The request could not be read',
  PAYLOAD_TOO_LARGE: 'The request is too large',
  NOT_FOUND: 'Not found',
  FORBIDDEN: 'You may not do this',
  INSUFFICIENT_BALANCE: 'Insufficient balance',
  IDEMPOTENCY_KEY_REQUIRED: 'The request needs an idempotency key',
  IDEMPOTENCY_KEY_REUSED: 'This request key was already used for a different request',
  ACCOUNT_DISABLED: 'This account is disabled, please contact customer service',
  RATE_LIMITED: 'Too many requests, please slow down',
  INVALID_CHARACTERS: 'The text contains characters that are not allowed',
  INVALID_DATE: 'This date does not exist',
  UNKNOWN_SYMBOL: 'Unknown product',
  BAD_INTERVAL: 'Unknown chart interval',
  LIMIT_TOO_LARGE: 'Ask for 1 to 1000 candles at a time',
  PRODUCT_EXISTS: 'A product with this symbol already exists',
  TICK_RANGE_TOO_LONG: 'Ask for at most one hour of ticks at a time',
  MARKET_CLOSED: 'The market is closed',
  UNDER_MAINTENANCE: 'This product is under maintenance',
  UNKNOWN_DURATION: 'This countdown is not offered for this product',
  AMOUNT_OUT_OF_RANGE: 'The amount is outside the allowed range',
  TOO_MANY_OPEN_ORDERS: 'You have too many open orders',
  FEED_UNAVAILABLE: 'Prices are unavailable right now, please try again',
  PRODUCT_IN_SANDBOX: 'This product is showing a replay: only demo orders can be placed on it',
  PRODUCT_NOT_IN_SANDBOX:
    'Put the product in the sandbox first: replays and pushed quotes are allowed only there',
  REAL_ORDERS_OPEN:
    'Real-balance orders are still open on this product; it can enter the sandbox once they have settled',
  SANDBOX_ORDERS_OPEN:
    'Demo orders are still open on this product; it can leave the sandbox once they have settled',
  SANDBOX_FEED_ACTIVE:
    'A replay still feeds this product; release it and switch back to its live source first',
  FEED_CHANGE_WITH_ORDERS_OPEN:
    'Real-balance orders are still open on this product; its price source can change once they have settled',
  FEED_URL_NOT_ALLOWED:
    'This exchange stream is not one the platform allows; ask for it to be added to its settings',
  DEPOSIT_CHANNEL_UNAVAILABLE: 'This deposit method is not available right now, please choose another',
  DEPOSIT_ALREADY_REVIEWED: 'This deposit has already been reviewed',
  WITHDRAWAL_ACCOUNT_LOCKED:
    'Your withdrawal account is already bound and cannot be changed here. Please contact customer service to change it',
  WITHDRAWAL_ACCOUNT_MISSING: 'Please bind a withdrawal account first',
  INVALID_WALLET_ADDRESS:
    'This address is not valid on the chosen network. Please check it and enter it again',
  VERIFICATION_REQUIRED: 'Please complete real-name verification before withdrawing',
  WITHDRAWAL_CLOSED: 'Withdrawals are not available at this time. Please try again during withdrawal hours',
  WITHDRAWAL_DAILY_LIMIT: 'You have reached the number of withdrawals allowed today',
  WITHDRAWAL_NOT_UNDER_REVIEW: 'This withdrawal has already been processed',
  SAME_APPROVER: 'A second approval must come from a different ops user',
  CLIENT_TOO_OLD: 'A new version of Tempo is available. Please reload the page',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable, please try again',
  INTERNAL: 'Something went wrong, please try again',
};

const vi: ErrorMessages = {
  NOT_LOGGED_IN: 'Vui lòng đăng nhập trước',
  VALIDATION_FAILED: 'Một số giá trị không hợp lệ',
  EMPTY_VALUE: 'Có giá trị còn trống',
  PASSWORDS_MISMATCH: 'Mật khẩu không khớp',
  TRANSACTION_PASSWORDS_MISMATCH: 'Mật khẩu giao dịch không khớp',
  INVALID_ACCOUNT: 'Tài khoản phải gồm 6 đến 12 chữ cái, chữ số hoặc dấu gạch dưới',
  INVALID_PHONE: 'Vui lòng nhập số điện thoại hợp lệ kèm mã quốc gia',
  INVALID_PASSWORD: 'Mật khẩu phải có từ 6 đến 32 ký tự',
  UNKNOWN_OPENING_CODE: 'Mã mở tài khoản không hợp lệ',
  ACCOUNT_TAKEN: 'Tài khoản này đã được đăng ký',
  WRONG_CREDENTIALS: 'Sai tài khoản hoặc mật khẩu',
  TOO_MANY_ATTEMPTS: 'Bạn đã thử sai quá nhiều lần, vui lòng thử lại sau',
  WRONG_OLD_PASSWORD: 'Mật khẩu cũ không đúng, bạn còn {{remaining}} lần thử',
  SAME_PASSWORD: 'Mật khẩu mới phải khác mật khẩu cũ',
  WRONG_TRANSACTION_PASSWORD: 'Mật khẩu giao dịch không đúng, bạn còn {{remaining}} lần thử',
  MALFORMED_JSON: 'Không đọc được yêu cầu',
  PAYLOAD_TOO_LARGE: 'Yêu cầu quá lớn',
  NOT_FOUND: 'Không tìm thấy',
  FORBIDDEN: 'Bạn không có quyền thực hiện thao tác này',
  INSUFFICIENT_BALANCE: 'Số dư không đủ',
  IDEMPOTENCY_KEY_REQUIRED: 'Yêu cầu cần có khóa chống trùng lặp',
  IDEMPOTENCY_KEY_REUSED: 'Khóa yêu cầu này đã được dùng cho một yêu cầu khác',
  ACCOUNT_DISABLED: 'Tài khoản đã bị khóa, vui lòng liên hệ chăm sóc khách hàng',
  RATE_LIMITED: 'Quá nhiều yêu cầu, vui lòng chậm lại',
  INVALID_CHARACTERS: 'Nội dung chứa ký tự không được phép',
  INVALID_DATE: 'Ngày này không tồn tại',
  UNKNOWN_SYMBOL: 'Sản phẩm không tồn tại',
  BAD_INTERVAL: 'Khung thời gian biểu đồ không hợp lệ',
  LIMIT_TOO_LARGE: 'Mỗi lần chỉ lấy từ 1 đến 1000 nến',
  PRODUCT_EXISTS: 'Sản phẩm với mã này đã tồn tại',
  TICK_RANGE_TOO_LONG: 'Mỗi lần chỉ lấy được dữ liệu giá của tối đa một giờ',
  MARKET_CLOSED: 'Thị trường đã đóng cửa',
  UNDER_MAINTENANCE: 'Sản phẩm đang bảo trì',
  UNKNOWN_DURATION: 'Sản phẩm này không có thời hạn đếm ngược này',
  AMOUNT_OUT_OF_RANGE: 'Số tiền nằm ngoài phạm vi cho phép',
  TOO_MANY_OPEN_ORDERS: 'Bạn có quá nhiều lệnh đang mở',
  FEED_UNAVAILABLE: 'Hiện không có giá, vui lòng thử lại',
  PRODUCT_IN_SANDBOX: 'Sản phẩm này đang phát lại dữ liệu giá: chỉ nhận lệnh bằng tài khoản demo',
  PRODUCT_NOT_IN_SANDBOX:
    'Hãy đưa sản phẩm vào chế độ sandbox trước: chỉ ở đó mới được phát lại hoặc đẩy giá',
  REAL_ORDERS_OPEN:
    'Sản phẩm này còn lệnh bằng số dư thật đang mở; chỉ vào được sandbox khi các lệnh đó đã tất toán',
  SANDBOX_ORDERS_OPEN: 'Sản phẩm này còn lệnh demo đang mở; chỉ rời được sandbox khi các lệnh đó đã tất toán',
  SANDBOX_FEED_ACTIVE:
    'Sản phẩm vẫn đang nhận giá phát lại; hãy giải phóng và chuyển về nguồn giá thực trước',
  FEED_CHANGE_WITH_ORDERS_OPEN:
    'Sản phẩm này còn lệnh bằng số dư thật đang mở; chỉ đổi được nguồn giá khi các lệnh đó đã tất toán',
  FEED_URL_NOT_ALLOWED: 'Luồng dữ liệu sàn này chưa được nền tảng cho phép; hãy đề nghị thêm vào cấu hình',
  DEPOSIT_CHANNEL_UNAVAILABLE: 'Phương thức nạp tiền này hiện không khả dụng, vui lòng chọn phương thức khác',
  DEPOSIT_ALREADY_REVIEWED: 'Yêu cầu nạp tiền này đã được xét duyệt',
  WITHDRAWAL_ACCOUNT_LOCKED:
    'Tài khoản rút tiền đã được liên kết và không thể tự thay đổi. Vui lòng liên hệ chăm sóc khách hàng để thay đổi',
  WITHDRAWAL_ACCOUNT_MISSING: 'Vui lòng liên kết tài khoản rút tiền trước',
  INVALID_WALLET_ADDRESS: 'Địa chỉ này không hợp lệ trên mạng đã chọn, vui lòng kiểm tra và nhập lại',
  VERIFICATION_REQUIRED: 'Vui lòng hoàn tất xác minh danh tính trước khi rút tiền',
  WITHDRAWAL_CLOSED: 'Hiện không thể rút tiền, vui lòng thử lại trong khung giờ rút tiền',
  WITHDRAWAL_DAILY_LIMIT: 'Bạn đã hết số lần rút tiền trong hôm nay',
  WITHDRAWAL_NOT_UNDER_REVIEW: 'Lệnh rút tiền này đã được xử lý',
  SAME_APPROVER: 'Lần duyệt thứ hai phải do một nhân viên vận hành khác thực hiện',
  CLIENT_TOO_OLD: 'Đã có phiên bản Tempo mới. Vui lòng tải lại trang',
  SERVICE_UNAVAILABLE: 'Dịch vụ tạm thời không khả dụng, vui lòng thử lại',
  INTERNAL: 'Đã xảy ra lỗi, vui lòng thử lại',
};

const zhCN: ErrorMessages = {
  NOT_LOGGED_IN: '请先登录',
  VALIDATION_FAILED: '部分数值无效',
  EMPTY_VALUE: '存在空值',
  PASSWORDS_MISMATCH: '两次密码不一致',
  TRANSACTION_PASSWORDS_MISMATCH: '两次交易密码不一致',
  INVALID_ACCOUNT: '账号须为6至12位字母、数字或下划线',
  INVALID_PHONE: '请输入带国家区号的有效手机号',
  INVALID_PASSWORD: '密码须为6至32个字符',
  UNKNOWN_OPENING_CODE: '开户码无效',
  ACCOUNT_TAKEN: '该账号已被注册',
  WRONG_CREDENTIALS: '账号或密码错误',
  TOO_MANY_ATTEMPTS: '失败次数过多，请稍后再试',
  WRONG_OLD_PASSWORD: '旧密码错误，还可尝试{{remaining}}次',
  SAME_PASSWORD: '新密码不能与旧密码相同',
  WRONG_TRANSACTION_PASSWORD: '交易密码错误，还可尝试{{remaining}}次',
  MALFORMED_JSON: '无法读取请求',
  PAYLOAD_TOO_LARGE: '请求过大',
  NOT_FOUND: '未找到',
  FORBIDDEN: '无权执行此操作',
  INSUFFICIENT_BALANCE: '余额不足',
  IDEMPOTENCY_KEY_REQUIRED: '请求缺少幂等键',
  IDEMPOTENCY_KEY_REUSED: '该请求键已用于其他请求',
  ACCOUNT_DISABLED: '账号已被停用，请联系客服',
  RATE_LIMITED: '请求过于频繁，请稍后再试',
  INVALID_CHARACTERS: '内容包含不允许的字符',
  INVALID_DATE: '该日期不存在',
  UNKNOWN_SYMBOL: '产品不存在',
  BAD_INTERVAL: '图表周期无效',
  LIMIT_TOO_LARGE: '每次只能获取1至1000根K线',
  PRODUCT_EXISTS: '该代码的产品已存在',
  TICK_RANGE_TOO_LONG: '每次最多只能获取一小时的逐笔价格',
  MARKET_CLOSED: '市场已休市',
  UNDER_MAINTENANCE: '该产品正在维护',
  UNKNOWN_DURATION: '该产品不提供此倒计时',
  AMOUNT_OUT_OF_RANGE: '金额超出允许范围',
  TOO_MANY_OPEN_ORDERS: '持仓订单过多',
  FEED_UNAVAILABLE: '暂时无法获取价格，请重试',
  PRODUCT_IN_SANDBOX: '该产品正在回放行情，仅可使用模拟账户下单',
  PRODUCT_NOT_IN_SANDBOX: '请先将产品切换到沙盒模式：仅沙盒中允许回放或推送行情',
  REAL_ORDERS_OPEN: '该产品仍有真实余额的未结订单，待其结算后才能进入沙盒',
  SANDBOX_ORDERS_OPEN: '该产品仍有未结的模拟订单，待其结算后才能退出沙盒',
  SANDBOX_FEED_ACTIVE: '该产品仍在接收回放行情，请先释放并切回实时行情源',
  FEED_CHANGE_WITH_ORDERS_OPEN: '该产品仍有真实余额的未结订单，待其结算后才能更换行情源',
  FEED_URL_NOT_ALLOWED: '平台未允许该交易所行情流，请申请将其加入平台配置',
  DEPOSIT_CHANNEL_UNAVAILABLE: '该充值方式暂不可用，请选择其他方式',
  DEPOSIT_ALREADY_REVIEWED: '该充值申请已审核',
  WITHDRAWAL_ACCOUNT_LOCKED: '提现账户已绑定，无法自行修改，如需更改请联系客服',
  WITHDRAWAL_ACCOUNT_MISSING: '请先绑定提现账户',
  INVALID_WALLET_ADDRESS: '该地址在所选网络上无效，请核对后重新输入',
  VERIFICATION_REQUIRED: '请先完成实名认证再提现',
  WITHDRAWAL_CLOSED: '当前不在提现时间内，请在提现时段内再试',
  WITHDRAWAL_DAILY_LIMIT: '今日提现次数已用完',
  WITHDRAWAL_NOT_UNDER_REVIEW: '该提现已处理',
  SAME_APPROVER: '第二次审批必须由另一位运营人员完成',
  CLIENT_TOO_OLD: 'Tempo 已有新版本，请刷新页面',
  SERVICE_UNAVAILABLE: '服务暂时不可用，请重试',
  INTERNAL: '出现错误，请重试',
};

const catalogues: Partial<Record<Language, ErrorMessages>> = { en, vi, 'zh-CN': zhCN };

/** The catalogue of a language, or English where that language has none yet. */
export function errorMessagesFor(language: Language): ErrorMessages {
  return catalogues[language] ?? en;
}

/** Values an error's message names in double braces, such as `remaining` tries. */
export type ErrorValues = Record<string, string | number>;

/** The text of one error kind in one language, with the values it names filled in. */
export function errorMessage(code: ErrorCode, language: Language, values: ErrorValues = {}): string {
  return errorMessagesFor(language)[code].replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
