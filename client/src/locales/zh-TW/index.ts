// Every namespace of this language's UI catalogue, as i18next loads them.
export { common } from './common';
export { content } from './content';
export { deposit } from './deposit';
export { earlyClose } from './earlyClose';
export { inbox } from './inbox';
export { kyc } from './kyc';
export { limits } from './limits';
export { records } from './records';
export { savings } from './savings';
export { sessions } from './sessions';
export { twoFactor } from './twoFactor';
export { withdrawal } from './withdrawal';
