-- 005 catalogue: the products Tempo launches with, their countdowns, and the 2026–2027 FX and
-- metals holidays. Prices are realistic starting points for the simulator; ops change any of it
-- through the ops API.

INSERT INTO products (symbol, kind, names, precision, schedule, sort_order, start_price, volatility, tick_volume) VALUES
  ('BTCUSDT', 'crypto', '{"vi": "Bitcoin", "en": "Bitcoin", "ja": "ビットコイン", "de": "Bitcoin", "th": "บิตคอยน์", "zh-CN": "比特币", "zh-TW": "比特幣", "id": "Bitcoin", "ko": "비트코인", "fr": "Bitcoin"}', 2, 'always', 1, 67250.0, 0.55, 0.02),
  ('ETHUSDT', 'crypto', '{"vi": "Ethereum", "en": "Ethereum", "ja": "イーサリアム", "de": "Ethereum", "th": "อีเธอเรียม", "zh-CN": "以太坊", "zh-TW": "以太坊", "id": "Ethereum", "ko": "이더리움", "fr": "Ethereum"}', 2, 'always', 2, 3480.0, 0.65, 0.3),
  ('SOLUSDT', 'crypto', '{"vi": "Solana", "en": "Solana", "ja": "ソラナ", "de": "Solana", "th": "โซลานา", "zh-CN": "索拉纳", "zh-TW": "索拉納", "id": "Solana", "ko": "솔라나", "fr": "Solana"}', 2, 'always', 3, 172.4, 0.85, 4),
  ('BNBUSDT', 'crypto', '{"vi": "BNB", "en": "BNB", "ja": "BNB", "de": "BNB", "th": "BNB", "zh-CN": "币安币", "zh-TW": "幣安幣", "id": "BNB", "ko": "BNB", "fr": "BNB"}', 2, 'always', 4, 598.3, 0.5, 1.5),
  ('XRPUSDT', 'crypto', '{"vi": "XRP", "en": "XRP", "ja": "エックスアールピー", "de": "XRP", "th": "ริปเปิล", "zh-CN": "瑞波币", "zh-TW": "瑞波幣", "id": "XRP", "ko": "리플", "fr": "XRP"}', 4, 'always', 5, 0.523, 0.8, 2500),
  ('DOGEUSDT', 'crypto', '{"vi": "Dogecoin", "en": "Dogecoin", "ja": "ドージコイン", "de": "Dogecoin", "th": "ดอจคอยน์", "zh-CN": "狗狗币", "zh-TW": "狗狗幣", "id": "Dogecoin", "ko": "도지코인", "fr": "Dogecoin"}', 5, 'always', 6, 0.1582, 0.95, 12000),
  ('EURUSD', 'fx', '{"vi": "Euro / Đô la Mỹ", "en": "Euro / US Dollar", "ja": "ユーロ/米ドル", "de": "Euro / US-Dollar", "th": "ยูโร / ดอลลาร์สหรัฐ", "zh-CN": "欧元/美元", "zh-TW": "歐元/美元", "id": "Euro / Dolar AS", "ko": "유로/미국 달러", "fr": "Euro / Dollar US"}', 5, 'fx', 7, 1.0842, 0.08, 250000),
  ('GBPUSD', 'fx', '{"vi": "Bảng Anh / Đô la Mỹ", "en": "British Pound / US Dollar", "ja": "英ポンド/米ドル", "de": "Britisches Pfund / US-Dollar", "th": "ปอนด์ / ดอลลาร์สหรัฐ", "zh-CN": "英镑/美元", "zh-TW": "英鎊/美元", "id": "Pound Inggris / Dolar AS", "ko": "영국 파운드/미국 달러", "fr": "Livre sterling / Dollar US"}', 5, 'fx', 8, 1.2715, 0.09, 200000),
  ('USDJPY', 'fx', '{"vi": "Đô la Mỹ / Yên Nhật", "en": "US Dollar / Japanese Yen", "ja": "米ドル/日本円", "de": "US-Dollar / Japanischer Yen", "th": "ดอลลาร์สหรัฐ / เยน", "zh-CN": "美元/日元", "zh-TW": "美元/日圓", "id": "Dolar AS / Yen Jepang", "ko": "미국 달러/일본 엔", "fr": "Dollar US / Yen japonais"}', 3, 'fx', 9, 151.32, 0.1, 200000),
  ('XAUUSD', 'metal', '{"vi": "Vàng / Đô la Mỹ", "en": "Gold / US Dollar", "ja": "金/米ドル", "de": "Gold / US-Dollar", "th": "ทองคำ / ดอลลาร์สหรัฐ", "zh-CN": "黄金/美元", "zh-TW": "黃金/美元", "id": "Emas / Dolar AS", "ko": "금/미국 달러", "fr": "Or / Dollar US"}', 2, 'metals', 10, 2385.5, 0.16, 15);

-- Every product offers the same five countdowns; longer ones pay more. Stakes from 10.00 to 999,999.00.
INSERT INTO product_countdowns (symbol, duration_sec, payout_bps, min_amount, max_amount)
SELECT p.symbol, c.duration_sec, c.payout_bps, 1000, 99999900
FROM products p CROSS JOIN (VALUES (30, 8000), (60, 8500), (120, 8500), (180, 8800), (300, 9000)) AS c (duration_sec, payout_bps);

INSERT INTO market_holidays (calendar, day, name) VALUES
  ('fx', '2026-01-01', 'New Year''s Day'),
  ('fx', '2026-04-03', 'Good Friday'),
  ('fx', '2026-12-25', 'Christmas Day'),
  ('fx', '2027-01-01', 'New Year''s Day'),
  ('fx', '2027-03-26', 'Good Friday'),
  ('fx', '2027-12-24', 'Christmas Day (observed)'),
  ('metals', '2026-01-01', 'New Year''s Day'),
  ('metals', '2026-04-03', 'Good Friday'),
  ('metals', '2026-12-25', 'Christmas Day'),
  ('metals', '2027-01-01', 'New Year''s Day'),
  ('metals', '2027-03-26', 'Good Friday'),
  ('metals', '2027-12-24', 'Christmas Day (observed)');
