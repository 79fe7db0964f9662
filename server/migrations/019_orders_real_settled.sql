-- 019 real settled orders by settlement time: the ops exposure view adds up the real-money orders
-- settled since the start of the platform's day, and without this it reads every order ever
-- placed to find them. (Open orders need nothing new: orders_open_expiry_idx of 006 holds only
-- those; orders_settled_idx holds only settled orders still missing their audit ticks.)
--
-- orders_real_settled_idx   settled_at of settled real-money orders. Demo orders are left out:
--                           nothing adds them up by day, and most orders may be practice ones.

CREATE INDEX orders_real_settled_idx ON orders (settled_at) WHERE status <> 'open' AND account = 'real';
