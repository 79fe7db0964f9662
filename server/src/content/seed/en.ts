// English content the platform starts with.
import type { ContentSeed } from './ContentSeed';

export const en: ContentSeed = {
  banners: {
    deposit: { title: 'Top up in minutes by bank transfer or USDT' },
    products: { title: 'Gold, forex and crypto: trade the next move' },
    savings: { title: 'Savings balance: idle funds earn every day' },
  },

  news: {
    newProducts: {
      title: 'New on Tempo: ten products, countdowns from 30 seconds',
      summary:
        'Gold, the major currency pairs and six leading cryptocurrencies are now in one list, with countdowns from 30 seconds to 5 minutes.',
      body: `We have widened the product list so you can follow more markets from one screen.

**What you can trade**

- **Metals:** gold against the US dollar (XAU/USD), open during the metals trading sessions.
- **Forex:** EUR/USD, GBP/USD and USD/JPY, open on weekdays.
- **Crypto:** Bitcoin, Ethereum, Solana, BNB, XRP and Dogecoin against USDT, open around the clock.

Each product shows its latest price, 24-hour change, high, low and volume, and a live chart. Countdowns run from 30 seconds to 5 minutes; the payout rate of each countdown is shown before you confirm an order.

**Before you trade**

Short countdowns move fast. Start with small amounts, read the risk disclosure, and never stake money you cannot afford to lose.`,
    },
    savingsLaunch: {
      title: 'Savings balance is live: earnings credited every morning',
      summary:
        'Move idle funds into your savings balance and earn daily on confirmed shares. Here is how confirmation and earnings work.',
      body: `The savings balance lets funds you are not trading with earn a daily return.

**How it works**

1. Move at least 20 into your savings balance from the Savings tab.
2. The amount is first held as **pending shares**. A transfer made before 08:00 on a trading day counts for that day; later transfers count for the next trading day.
3. Pending shares become **confirmed shares** on the following trading day.
4. Confirmed shares earn at the daily rate shown on the Savings tab. Each day's earnings are credited at **08:00 the next morning**.

Weekends and public holidays are not trading days: nothing is confirmed on those days.

**Moving funds out**

Confirmed shares can be moved back to your available balance at any time, and arrive at once. You can move funds in and out up to 60 times a day in total.`,
    },
    securityTips: {
      title: 'Five habits that keep your account safe',
      summary: 'Staff will never ask for your passwords. Simple habits that protect your balance from fraud.',
      body: `Fraudsters target trading accounts because they hold real money. These habits close most of the doors they try.

1. **Keep your passwords to yourself.** Tempo staff, including customer service, will never ask for your login or transaction password.
2. **Use two different passwords.** Your transaction password protects withdrawals; it should not be the same as your login password or any password you use elsewhere.
3. **Check the address.** Only log in through the official app address. Be wary of links sent in chats or text messages.
4. **Verify before you pay.** Deposit only to the accounts shown on the Deposit page, and attach the transfer reference so we can match your payment.
5. **Log out on shared devices.** Logging out or clearing the cache on a shared phone ends your session there.

If anything looks wrong — a login you do not recognise, a message asking for your details — contact customer service straight away.`,
    },
    fairSettlement: {
      title: 'How every order is settled, and how you can check it',
      summary:
        'Entry and exit prices come from the live price stream, recorded and verifiable. Nobody can choose an outcome.',
      body: `Every countdown order is settled by the same published rules.

- **Entry price:** the first price after the server accepts your order, so a delayed price can never be used against you or for you.
- **Exit price:** the last price at or before the moment your countdown ends.
- **Outcome:** a buy-up order wins if the exit price is above the entry price; a buy-down order wins if it is below. An exit equal to the entry is a draw, and your stake is refunded in full.
- **Payout:** a winning order returns your stake plus the payout rate shown when you placed it.

Every price we publish is archived with a hash chain, so any recorded price can be checked later. Your order details show the entry and exit prices and their times.`,
    },
  },

  highlights: {
    fastSettlement: {
      title: 'Settled in real time',
      text: 'Orders settle the moment the countdown ends, on the recorded market price.',
    },
    fundsSecurity: {
      title: 'Funds protected',
      text: 'Withdrawals need your transaction password and verified identity. Every balance change is recorded.',
    },
    savingsDaily: {
      title: 'Daily earnings',
      text: 'Idle funds in your savings balance earn every day, credited each morning at 08:00.',
    },
    support: {
      title: 'Support when you need it',
      text: 'Our customer service team is one tap away from home and settings.',
    },
  },

  pages: {
    about: {
      title: 'About us',
      body: `## Who we are

Tempo is a trading platform built for people who want to follow the markets from their phone. From one app you can trade short-term price moves in metals, currencies and cryptocurrencies, keep a savings balance that earns daily, and manage deposits and withdrawals.

## What we stand for

- **Clear rules.** How an order is opened, settled and paid is written down and applied the same way to everyone.
- **Recorded prices.** Every price we publish is archived and verifiable. No one — our staff included — can choose the outcome of an order.
- **Your money, accounted for.** Every movement of your balance is recorded with its reason, and your fund records show all of them.
- **People to talk to.** Our customer service team answers questions about your account, deposits and withdrawals.

## Contact

Tap **Online service** on the home screen to reach customer service.`,
    },

    privacy: {
      title: 'Privacy policy',
      body: `This policy explains what personal information Tempo ("we") collects when you use our app and services, why we collect it, how we look after it, and the choices you have. By registering or using Tempo you agree to this policy.

## 1. Data recovery and confidentiality

We keep your information confidential. Only staff who need it to serve you — for example to review a verification or a withdrawal — can see it, and they are bound by confidentiality duties.

Data is backed up regularly so it can be restored after a technical failure. Backups are protected to the same standard as live data, and recovered data is used only for the purposes in this policy. We do not sell or rent your personal information.

## 2. Personal information we collect

**Device information.** When you use the app we receive technical information from your device and browser: device model, operating system and version, browser type, language settings, IP address, and the time and type of requests. We use it to keep the service working, secure your account and detect abuse.

**Registration information.** When you register we collect your phone number, username (account), login password and transaction password, and the account opening code you used. Passwords are stored only in a form that cannot be turned back into the password. You may also set an avatar and a nickname.

**Verification information.** For real-name verification we collect your name, ID number, nationality and photos of both sides of your ID document. These are shown only to you and to the staff who review them.

**Financial information.** We keep records of your deposits, withdrawals, orders, savings transfers and withdrawal account (bank card or currency address), because we must account for every movement of your money.

**Geolocation.** With your permission, we may use your approximate location (derived from your IP address, or your device's location service when you allow it) to comply with local rules, prevent fraud and show content suited to your region. You can refuse or withdraw location permission in your device settings at any time.

## 3. How we manage your data

- We use your information to provide and secure the service, process transactions, verify your identity, answer your requests, and meet legal obligations.
- We keep information for as long as your account is open and afterwards for as long as the law or the settlement of disputes requires. Then it is erased or anonymised.
- We share information only with service providers who help us run the service (for example payment processing or hosting), under contracts that require them to protect it, or when the law requires us to.

## 4. How we protect your privacy

- Connections to our service are encrypted.
- Passwords are hashed with a memory-hard algorithm; session tokens are stored only as hashes and can be revoked.
- ID photos are stored outside the public web space and opened only by you and authorised reviewers.
- Access by staff is limited by role and every administrative action is logged.

No system is completely secure. If we become aware of a breach that affects you, we will tell you and the authorities as the law requires.

## 5. Rules for content you post

Where the app lets you post content — for example a nickname, an avatar or messages to customer service — you must not post anything that:

- is unlawful, fraudulent, defamatory, obscene or hateful;
- infringes someone else's rights, including their privacy or intellectual property;
- contains another person's personal information without their consent;
- contains malware, advertising or links intended to mislead other users.

You are responsible for what you post. We may remove content that breaks these rules and suspend accounts that repeatedly do so.

## 6. Other terms

- **Your rights.** You may ask to see, correct or erase your personal information, subject to the records we must keep by law. Contact customer service to make a request.
- **Minors.** Tempo is for adults only. We do not knowingly collect information from anyone under 18.
- **Changes.** We may revise this policy. When we make significant changes we will tell you in the app before they take effect.
- **Contact.** Questions about this policy can be sent through **Online service** on the home screen.`,
    },

    'privacy-statement': {
      title: 'Privacy statement',
      body: `This statement summarises how Tempo handles your personal information. The full privacy policy sets out the details.

**What we collect.** The information you give us when you register and verify your identity (phone number, username, passwords, name, ID number and ID photos), technical information about your device, your approximate location where permitted, and the records of your transactions.

**Why.** To open and secure your account, process your deposits, orders and withdrawals, verify your identity, prevent fraud and meet our legal obligations.

**Who sees it.** Only you and the staff who need it to serve you. We never sell your information. We share it only with service providers bound to protect it, or when the law requires.

**How it is protected.** Encrypted connections, hashed passwords, access limited by role, and a log of every administrative action.

**Your choices.** You may ask to see, correct or erase your information, and you can withdraw permissions such as location in your device settings.

If you have any questions, please contact customer service.`,
    },

    risk: {
      title: 'Risk disclosure',
      body: `Please read this disclosure carefully before you place an order. It describes the main risks of short-term up/down trading on Tempo.

## 1. You can lose your whole stake

Each order is a prediction that the price will be higher (buy up) or lower (buy down) when the countdown ends. If the prediction is wrong, **the entire amount of the order is lost**. A winning order pays the payout rate shown before you confirm, which is less than the amount you risk on a losing order.

## 2. Short countdowns move fast

Over seconds or minutes, prices move largely at random. Past results, chart patterns and streaks do not predict the next move. Placing many orders in a row does not reduce the risk; it multiplies it.

## 3. Market conditions

Prices can jump on news, at market opening and closing, or when liquidity is thin. Forex and metals trade only in their sessions; outside them, or during maintenance, orders are refused.

## 4. Technical risks

Your network, your device or our systems may be delayed or interrupted. An order is placed only once the server accepts it; its entry price is the first price after acceptance. If prices stop arriving during a countdown, the order is voided and the stake refunded.

## 5. Trade responsibly

- Only trade with money you can afford to lose.
- Set yourself a limit and stop when you reach it.
- Do not borrow to trade or try to win back losses.
- If trading stops being a choice, contact customer service to close your account.

By placing an order you confirm that you understand these risks and accept them.`,
    },
  },
};
